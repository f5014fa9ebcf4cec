// ViewKit is its layers, each a target of its own so that a use the wrong way round does not
// compile: tokens and styles, the view tree with its components, the terminal runtime. An app
// imports them all with `import ViewKit`.
@_exported import ViewKitComponents
@_exported import ViewKitCore
@_exported import ViewKitRuntime
@_exported import ViewKitStyle
