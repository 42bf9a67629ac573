@testable import BottomSheet
import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// Records the sheet's signals in order, with what the sheet said about itself at the
/// moment each was emitted: the app's view of what happened.
///
/// Connected with a destroy notify that releases the log: the handlers keep it alive
/// until the sheet drops them (at finalization), and the test keeps its own reference.
@MainActor
final class SheetEventLog {
    enum Event: Equatable, CustomStringConvertible {
        /// detent-changed: its argument, and the `detent` property during the emission.
        case detentChanged(argument: Detent?, property: Detent?)
        /// closed: the `detent` and `sheet-height` properties, and whether the sheet was
        /// still shown, during the emission.
        case closed(property: Detent?, sheetHeight: Double, sheetVisible: Bool)
        /// close-attempt, and the `can-close` property during the emission.
        case closeAttempt(canClose: Bool)
        /// pushed, with its page (recorded only when the log records pages).
        case pushed(UnsafeMutablePointer<GtkWidget>?)
        /// popped, with its page (recorded only when the log records pages).
        case popped(UnsafeMutablePointer<GtkWidget>?)

        var description: String {
            switch self {
            case let .detentChanged(argument, property):
                "detent-changed(\(argument.map { "\($0)" } ?? "invalid")) with detent=\(property.map { "\($0)" } ?? "invalid")"
            case let .closed(property, height, visible):
                "closed with detent=\(property.map { "\($0)" } ?? "invalid") sheet-height=\(height) panel shown=\(visible)"
            case let .closeAttempt(canClose):
                "close-attempt with can-close=\(canClose)"
            case let .pushed(page):
                "pushed(\(page.map { "\($0)" } ?? "NULL"))"
            case let .popped(page):
                "popped(\(page.map { "\($0)" } ?? "NULL"))"
            }
        }
    }

    private(set) var events: [Event] = []
    private let sheet: OpaquePointer

    /// With `pages`, `pushed` and `popped` are recorded too.
    init(_ sheet: OpaquePointer, pages: Bool = false) {
        self.sheet = sheet
        let instance = UnsafeMutableRawPointer(sheet)
        connect(instance, "detent-changed", unsafeBitCast(Self.onDetentChanged, to: GCallback.self))
        connect(instance, "closed", unsafeBitCast(Self.onClosed, to: GCallback.self))
        connect(instance, "close-attempt", unsafeBitCast(Self.onCloseAttempt, to: GCallback.self))
        if pages {
            connect(instance, "pushed", unsafeBitCast(Self.onPushed, to: GCallback.self))
            connect(instance, "popped", unsafeBitCast(Self.onPopped, to: GCallback.self))
        }
    }

    /// Takes the events recorded so far, and forgets them.
    func take() -> [Event] {
        defer { events = [] }
        return events
    }

    private func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback) {
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<SheetEventLog>.fromOpaque(data).release()
        }
        g_signal_connect_data(
            instance, signal, callback, Unmanaged.passRetained(self).toOpaque(), release, GLibFlags.connectDefault)
    }

    private var detentProperty: Detent? { Detent(bs_bottom_sheet_get_detent(sheet)) }

    private static func log(_ data: gpointer?) -> SheetEventLog? {
        data.map { Unmanaged<SheetEventLog>.fromOpaque($0).takeUnretainedValue() }
    }

    private static let onDetentChanged: @convention(c) (gpointer?, BsDetent, gpointer?) -> Void = { _, detent, data in
        fromGtk(data) { data in
            guard let log = log(data) else { return }
            log.events.append(.detentChanged(argument: Detent(detent), property: log.detentProperty))
        }
    }

    private static let onClosed: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        fromGtk(data) { data in
            guard let log = log(data) else { return }
            let panel = sheetPanel(of: log.sheet)
            log.events.append(.closed(
                property: log.detentProperty, sheetHeight: bs_bottom_sheet_get_sheet_height(log.sheet),
                sheetVisible: panel.map { gtk_widget_get_visible($0) != 0 } ?? false))
        }
    }

    private static let onCloseAttempt: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        fromGtk(data) { data in
            guard let log = log(data) else { return }
            log.events.append(.closeAttempt(canClose: bs_bottom_sheet_get_can_close(log.sheet) != 0))
        }
    }

    private typealias PageHandler = @convention(c) (gpointer?, UnsafeMutablePointer<GtkWidget>?, gpointer?) -> Void

    private static let onPushed: PageHandler = { _, page, data in
        fromGtk((page, data)) { log($0.1)?.events.append(.pushed($0.0)) }
    }

    private static let onPopped: PageHandler = { _, page, data in
        fromGtk((page, data)) { log($0.1)?.events.append(.popped($0.0)) }
    }
}
