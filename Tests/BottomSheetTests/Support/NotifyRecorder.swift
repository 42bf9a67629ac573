import CBottomSheet
import CGtk
import CTestSupport
import GtkHelpers

/// Records every `notify::<property>` of a BsBottomSheet's double property, with the
/// value the property had when the notification arrived.
@MainActor
final class NotifyRecorder {
    private(set) var values: [Double] = []
    private let object: UnsafeMutablePointer<GObject>
    private let read: (OpaquePointer) -> Double
    private let sheet: OpaquePointer
    private var handlerID: gulong = 0

    /// Starts recording `property` of `sheet`, read back with `read` at each notify.
    init(_ sheet: OpaquePointer, property: String, read: @escaping (OpaquePointer) -> Double) {
        self.sheet = sheet
        self.object = bs_test_as_object(UnsafeMutableRawPointer(sheet))
        self.read = read
        handlerID = g_signal_connect_data(
            object, "notify::\(property)",
            unsafeBitCast(NotifyRecorder.handler, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GLibFlags.connectDefault)
    }

    /// Stops recording. Call before the recorder goes away (the handler holds no reference).
    func stop() {
        guard handlerID != 0 else { return }
        g_signal_handler_disconnect(object, handlerID)
        handlerID = 0
    }

    static func sheetHeight(_ sheet: OpaquePointer) -> NotifyRecorder {
        NotifyRecorder(sheet, property: "sheet-height", read: { bs_bottom_sheet_get_sheet_height($0) })
    }

    static func progress(_ sheet: OpaquePointer) -> NotifyRecorder {
        NotifyRecorder(sheet, property: "progress", read: { bs_bottom_sheet_get_progress($0) })
    }

    private func record() { values.append(read(sheet)) }

    private static let handler: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
        _, _, data in
        fromGtk(data) { data in
            guard let data else { return }
            Unmanaged<NotifyRecorder>.fromOpaque(data).takeUnretainedValue().record()
        }
    }
}
