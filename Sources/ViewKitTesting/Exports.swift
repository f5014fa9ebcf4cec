// `import ViewKitTesting` brings the headless driver and the golden files too: the assertions
// here are the Swift Testing face of `ViewKitDriver`.
@_exported import ViewKitDriver
