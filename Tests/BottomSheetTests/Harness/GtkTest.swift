import CGtk
import Testing

/// The frame for every GTK test body: initialises GTK (failing without a
/// display), fails the test on any GLib warning or critical, and destroys
/// every window when the body ends, even if it throws.
///
/// Call it from a synchronous `@MainActor` test in a `@MainActor
/// @Suite(.serialized)` suite: GTK is single-threaded and the log capture is
/// process-wide, so GTK tests must never interleave.
@MainActor
func gtkTest<T>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> T
) throws -> T {
    try GtkSession.requireInitialized()
    return try expectNoGtkProblems(sourceLocation: sourceLocation) {
        // Inside the capture: a widget that logs while being disposed fails the test.
        defer { TestWindows.destroyAll(sourceLocation: sourceLocation) }
        return try body()
    }
}
