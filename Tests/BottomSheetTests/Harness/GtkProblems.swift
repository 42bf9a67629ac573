import CBottomSheet
import CGtk
import CTestSupport
import Testing

/// Runs `body` and records a test issue for every GLib warning or critical
/// logged meanwhile (by GTK, GLib or our own code), with the message text.
///
/// GTK reports most misuse (a wrong type, a NULL argument, a widget in the
/// wrong state) only as a logged critical and then carries on, so without
/// this a broken widget test could still pass.
///
/// The capture is cleared first: messages from before `body` belong to
/// whichever code logged them, not to this test.
@MainActor
func expectNoGtkProblems<T>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> T
) rethrows -> T {
    bs_log_capture_clear()
    // `defer`, so that problems logged before a thrown error are reported too:
    // they are often the reason for the error.
    defer {
        for message in takeCapturedGtkMessages() {
            Issue.record("GTK logged: \(message)", sourceLocation: sourceLocation)
        }
    }
    return try body()
}

/// The recorded messages ("LEVEL domain: text"), oldest first; clears the record.
@MainActor
func takeCapturedGtkMessages() -> [String] {
    let messages = (0..<bs_log_capture_count()).compactMap { index -> String? in
        guard let message = bs_log_capture_dup_message(index) else { return nil }
        defer { g_free(message) }
        return String(cString: message)
    }
    bs_log_capture_clear()
    return messages
}
