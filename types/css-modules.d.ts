/** A CSS Module (`*.module.css`, css-loader): its class names, camel-cased, as webpack hashed them. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** A global stylesheet imported for its side effect (the tokens and the page's base rules). */
declare module '*.css';
