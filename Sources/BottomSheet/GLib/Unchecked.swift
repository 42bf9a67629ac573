/// Carries a C pointer into `MainActor.assumeIsolated`. GTK calls us on the main thread
/// only, and `assumeIsolated` traps if that is ever not so; the pointer itself is not
/// `Sendable`, so the compiler needs to be told.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
