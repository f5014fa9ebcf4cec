import ViewKitStyle

/// Read and write access to a value that lives somewhere else, usually a property of an
/// `@Observable` view model: a control shows the value and writes the user's changes back.
///
/// ```swift
/// @Observable final class Settings { var darkMode = false }
/// Toggle("Dark mode", isOn: Bindable(settings).darkMode)
/// ```
///
/// Bindings are read and written on the thread that runs the app loop, like the models they
/// point into.
@dynamicMemberLookup
public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void
  private let inPlace: ((inout Value) -> Void) -> Void

  /// A binding from a getter and a setter.
  ///
  /// - Parameters:
  ///   - get: reads the value.
  ///   - set: writes a new value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
    inPlace = { body in
      var value = get()
      body(&value)
      set(value)
    }
  }

  /// A binding that can also change the value where it lives, without a copy.
  init(
    get: @escaping () -> Value, set: @escaping (Value) -> Void,
    modify: @escaping ((inout Value) -> Void) -> Void
  ) {
    self.get = get
    self.set = set
    inPlace = modify
  }

  /// Changes the value where it lives: a long text edited one key at a time is not copied
  /// for each key when the binding comes from ``Bindable``.
  ///
  /// - Parameter body: changes the value in place.
  public func modify(_ body: (inout Value) -> Void) {
    withoutActuallyEscaping(body) { inPlace($0) }
  }

  /// A binding that always reads `value` and ignores writes: for previews and stories.
  ///
  /// - Parameter value: the value to read.
  /// - Returns: the binding.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value where it lives; setting it writes it back there.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// A binding to a part of the value.
  ///
  /// - Parameter keyPath: the part to bind to.
  /// - Returns: a binding that reads and writes that part of this binding's value.
  public subscript<Part>(dynamicMember keyPath: WritableKeyPath<Value, Part>) -> Binding<Part> {
    let get = self.get
    let set = self.set
    return Binding<Part>(
      get: { get()[keyPath: keyPath] },
      set: { part in
        var whole = get()
        whole[keyPath: keyPath] = part
        set(whole)
      })
  }
}

/// Makes bindings to the properties of an object, SwiftUI style: `Bindable(model).email`.
///
/// ```swift
/// TextField("Email", text: Bindable(model).email)
/// ```
@dynamicMemberLookup
public struct Bindable<Object: AnyObject> {
  /// The object whose properties are bound.
  public let object: Object

  /// Creates bindings into `object`.
  ///
  /// - Parameter object: the model to bind into, usually an `@Observable` class.
  public init(_ object: Object) { self.object = object }

  /// A binding to a property of the object.
  ///
  /// - Parameter keyPath: the property to bind to.
  /// - Returns: a binding that reads and writes the property on the object.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>) -> Binding<Value> {
    let object = self.object
    return Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
      modify: { body in
        // An @Observable property has a getter and a setter but no in-place access, so the
        // value taken out would share its storage with the one left behind and the edit would
        // copy it all. A value that has a cheap stand-in is taken out whole instead.
        var value = object[keyPath: keyPath]
        if let standIn = (Value.self as? any TakesStandIn.Type)?.standIn as? Value {
          object[keyPath: keyPath] = standIn
        }
        body(&value)
        object[keyPath: keyPath] = value
      })
  }
}

/// A value with a cheap stand-in, left in a model while a binding edits the real value in
/// place (so a long text is not copied for each key).
package protocol TakesStandIn {
  /// A value that costs nothing to make.
  static var standIn: Self { get }
}
