/** jest's stand-in for a global stylesheet: jsdom lays nothing out, so there is nothing to load. */
module.exports = {};
