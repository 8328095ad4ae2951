/** jest's stand-in for a CSS Module: every class name is its own key (`styles.card` is 'card'). */
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
