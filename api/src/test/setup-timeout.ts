// Starting an embedded database and hashing with scrypt take seconds on a loaded machine.
jest.setTimeout(60_000);
