import { toolboxTexts } from "../../content/home-tools";
import type { Lang } from "../../i18n/lang";
import { Link } from "../../routing/router";
import { pagePath } from "../../routing/routes";

/** The home page's overview of every tool: who uses it, what goes in and what comes out, and a link to it. */
export function Toolbox({ lang }: { lang: Lang }) {
  const t = toolboxTexts[lang];
  return (
    <section className="section section--tinted toolbox" aria-labelledby="toolbox-title" id="toolbox">
      <div className="container">
        <h2 id="toolbox-title" className="section__title">
          {t.title}
        </h2>
        <p className="toolbox__intro">{t.intro}</p>
        <ul className="toolbox__list">
          {t.tools.map((tool) => (
            <li key={tool.name} className="card toolbox__tool">
              <h3>{tool.name}</h3>
              <dl className="toolbox__facts">
                <div>
                  <dt>{t.rolesLabel}</dt>
                  <dd>{tool.roles}</dd>
                </div>
                <div>
                  <dt>{t.inputLabel}</dt>
                  <dd>{tool.input}</dd>
                </div>
                <div>
                  <dt>{t.outputLabel}</dt>
                  <dd>{tool.output}</dd>
                </div>
              </dl>
              <Link to={pagePath(tool.page, lang)} className="text-link toolbox__link">
                {tool.link} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
