/// Runs `body` on the main actor with `arguments`: what every C callback into Swift does
/// (a signal's handler, a tick, an idle, a GtkWidget method, a call from the C half).
/// GTK calls back on the main thread only, and `MainActor.assumeIsolated` traps if that
/// is ever not so; the arguments and the result, C pointers and values the compiler
/// cannot prove `Sendable`, are carried across unchecked. The one place the package
/// crosses into the main actor from C (`CrossingsTableTests` counts).
package func fromGtk<Arguments, Result>(_ arguments: Arguments, _ body: @MainActor (Arguments) -> Result) -> Result {
    let arguments = Carried(value: arguments)
    return MainActor.assumeIsolated { Carried(value: body(arguments.value)) }.value
}

/// A value carried into or out of `MainActor.assumeIsolated` (see `fromGtk`).
private struct Carried<Value>: @unchecked Sendable {
    let value: Value
}
