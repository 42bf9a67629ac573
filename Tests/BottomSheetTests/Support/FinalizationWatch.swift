@testable import BottomSheet
import CBottomSheet
import CGtk
import GtkHelpers
import CTestSupport

/// Watches GObjects with weak references and tells which of them have not been
/// finalized yet: a widget still alive after its window was destroyed and the main
/// context iterated is a leak (or something still running on a dead sheet).
///
/// A weak ref holds no reference, so watching never keeps an object alive. Objects
/// are told apart by a token, not by address: a freed address can be reused.
@MainActor
final class FinalizationWatch {
    /// Tokens of watched objects not finalized yet, across all watches (the notify is
    /// a C callback and cannot capture).
    private static var alive: Set<Int> = []
    private static var nextToken = 1

    private var names: [Int: String] = [:]

    /// Starts watching `object` (any GObject), reported as `name` while alive.
    func watch(_ object: UnsafeMutableRawPointer?, _ name: String) {
        guard let object else { return }
        let token = Self.nextToken
        Self.nextToken += 1
        Self.alive.insert(token)
        names[token] = name
        g_object_weak_ref(bs_test_as_object(object), { data, _ in
            fromGtk(Int(bitPattern: data)) { _ = FinalizationWatch.alive.remove($0) }
        }, UnsafeMutableRawPointer(bitPattern: token))
    }

    func watch(_ widget: UnsafeMutablePointer<GtkWidget>?, _ name: String) {
        watch(widget.map { UnsafeMutableRawPointer($0) }, name)
    }

    func watch(_ object: OpaquePointer?, _ name: String) {
        watch(object.map { UnsafeMutableRawPointer($0) }, name)
    }

    /// Names of the watched objects still alive, sorted.
    var survivors: [String] {
        names.filter { Self.alive.contains($0.key) }.map(\.value).sorted()
    }

    /// Iterates the main context until every watched object but those named in `kept` is
    /// finalized or `timeout` passes; returns the survivors not in `kept`.
    func waitForFinalized(except kept: Set<String>, timeout: Duration = .seconds(2)) -> [String] {
        _ = MainContext.iterate(until: { self.survivors.allSatisfy(kept.contains) }, timeout: timeout)
        return survivors.filter { !kept.contains($0) }
    }

    /// Iterates the main context until every watched object is finalized or
    /// `timeout` passes; returns the survivors (empty when all were finalized).
    func waitForAllFinalized(timeout: Duration = .seconds(2)) -> [String] {
        _ = MainContext.iterate(until: { self.survivors.isEmpty }, timeout: timeout)
        return survivors
    }
}

extension FinalizationWatch {
    /// Watches everything a sheet fixture made: the window (unless the test keeps it), the
    /// sheet, its internal parts, its child, its content and, for a list, the list view
    /// and its adjustment.
    static func everything(in fixture: SheetFixture, includingTheWindow: Bool = true) -> FinalizationWatch {
        let watch = FinalizationWatch()
        if includingTheWindow { watch.watch(fixture.window.widget, "window") }
        watch.watch(fixture.host, "BsBottomSheet")
        watch.watch(fixture.sheet, "sheet panel")
        watch.watch(fixture.handle, "drag handle")
        watch.watch(scrim(of: fixture.host), "scrim")
        watch.watch(bs_bottom_sheet_get_content(fixture.host), "content")
        watch.watch(bs_bottom_sheet_get_sheet(fixture.host), "sheet child")
        if let bar = bs_bottom_sheet_get_bottom_bar(fixture.host) {
            watch.watch(bar, "bottom bar")
            watch.watch(SheetTestSeam(fixture.host)?.bottomBar, "bottom bar's button")
        }
        if let list = fixture.list {
            watch.watch(list.listView, "list view")
            watch.watch(UnsafeMutableRawPointer(list.vadjustment), "list's vertical adjustment")
        }
        return watch
    }
}
