import { useEffect } from "react";
import { Footer } from "../components/Footer";
import { Header } from "../components/Header";
import { ToastProvider } from "../components/Toasts";
import { common } from "../content/common";
import { RouterProvider, type RouterState, useRouter } from "../routing/router";

function Shell() {
  const { match, module } = useRouter();
  useEffect(() => {
    // Runs once hydration has committed: the page is interactive from here on (tests wait for it).
    document.documentElement.dataset.ready = "true";
  }, []);
  const Page = module.default;
  const lang = match.lang;
  return (
    <ToastProvider lang={lang}>
      <a className="skip-link" href="#main">
        {common[lang].skipToContent}
      </a>
      <Header lang={lang} />
      <main id="main" tabIndex={-1}>
        <Page key={match.path} match={match} />
      </main>
      <Footer lang={lang} />
    </ToastProvider>
  );
}

export function App({ initial }: { initial: RouterState }) {
  return (
    <RouterProvider initial={initial}>
      <Shell />
    </RouterProvider>
  );
}
