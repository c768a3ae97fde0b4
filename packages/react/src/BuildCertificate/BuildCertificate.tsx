import { buildCertificateMessages as M } from './messages.ts';
import type { BuildCertificateProps } from './useBuildCertificate.ts';
import { useBuildCertificate } from './useBuildCertificate.ts';

export interface BuildCertificateComponentProps extends BuildCertificateProps {
  /** Class name of the root element. */
  className?: string;
}

const factLabels = { salesOrder: M.salesOrder, quantity: M.quantity, buildId: M.buildId, purchased: M.purchased } as Record<string, string>;

/**
 * The build certificate page (spec 3 §2.10): picture, "YOUR NEW RIG", the build's facts, its parts, Download Certificate,
 * and the builder with up to three questions and answers. Unstyled: `data-state` (`found`, `not-found`) on the root.
 */
export function BuildCertificate({ className, ...props }: BuildCertificateComponentProps) {
  const certificate = useBuildCertificate(props);
  if (certificate.state === 'not-found') {
    return (
      <section className={className} data-rigkit="build-certificate" data-state="not-found">
        <h1 data-part="title">{M.title}</h1>
        <p role="alert" data-part="not-found">
          {M.notFound}
        </p>
      </section>
    );
  }
  return (
    <article className={className} data-rigkit="build-certificate" data-state="found">
      {certificate.imageSrc ? <img data-part="image" src={certificate.imageSrc} alt={M.image(certificate.name)} width={400} height={400} /> : null}
      <div data-part="body">
        <h1 data-part="title">{M.title}</h1>
        <h2 data-part="name">{certificate.name}</h2>
        <dl data-part="facts">
          {certificate.facts.map((fact) => (
            <div key={fact.key} data-part="fact">
              <dt>{factLabels[fact.key]}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <h3 data-part="components-heading">{M.components}</h3>
        <ul data-part="components">
          {certificate.components.map((component) => (
            <li key={component.key} data-part="component">
              <span data-part="category">{component.category}</span> <span data-part="component-name">{component.label}</span>
            </li>
          ))}
        </ul>
        {props.certificateHref ? (
          <a href={props.certificateHref} download data-part="download">
            {M.download}
          </a>
        ) : null}
      </div>
      <aside data-part="builder" aria-label={M.builtBy(certificate.alias)}>
        {certificate.avatarSrc ? <img data-part="avatar" src={certificate.avatarSrc} alt={M.avatar(certificate.alias)} width={96} height={96} /> : null}
        <h3 data-part="alias">{M.builtBy(certificate.alias)}</h3>
        {certificate.intro ? <p data-part="intro">{certificate.intro}</p> : null}
        {certificate.questions.length > 0 ? (
          <dl data-part="questions">
            {certificate.questions.map((pair) => (
              <div key={pair.question} data-part="question">
                <dt>{pair.question}</dt>
                <dd>{pair.answer}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </aside>
    </article>
  );
}
