const { browserProject } = require('../jest.preset');

module.exports = browserProject('mfe-collaboration');
