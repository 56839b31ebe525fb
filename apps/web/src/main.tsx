import "./styles/index.css";

// The HTML is prerendered and readable at once; the app's scripts start once the page's own styles and
// images have loaded, so on slow connections they never compete with what the visitor sees first.
function boot(): void {
  void import("./boot");
}

if (document.readyState === "complete") boot();
else window.addEventListener("load", boot, { once: true });
