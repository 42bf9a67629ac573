import BottomSheet
import CBottomSheet
import CGtk
import GtkHelpers
import Foundation

/// Memory: peak RSS of a sheet at each list size, and whether present/dismiss cycles
/// leak. Each runs in a child process of its own, so one does not inflate the other.
@MainActor
enum MemoryProbes {
    /// `--rss-probe ROWS`: a sheet with ROWS rows, opened and dragged for a while; prints
    /// the process's peak RSS in kB.
    static func peakRSS(rows: UInt32) {
        let sheet = SheetContender(rows: rows)
        _ = FrameLoop.run(sheet, .drag, frames: 120)
        print("peak-rss-kb \(procStatus("VmHWM") ?? -1)")
    }

    /// `--cycle-probe N`: N present/dismiss cycles, each with a fresh sheet child (a
    /// scrolled 1,000-row list). Prints the RSS after the first 100 cycles and at the
    /// end, and how many of the children (and their list views) were not finalized.
    static func cycles(_ count: Int) {
        setAnimations(false)  // the same code paths, without waiting for springs
        let sheet = BottomSheet()
        sheet.content = gtk_label_new("Content")
        let window = benchWindow(sheet.widget)
        iterate(until: { gtk_widget_get_mapped(window) != 0 })
        let alive = AliveCounter()
        var rssAfterWarmup = 0
        for cycle in 1...count {
            let child = BenchList.make(rows: 1_000)
            alive.watch(child)
            alive.watch(gtk_scrolled_window_get_child(OpaquePointer(child)))
            sheet.sheetChild = child
            sheet.present()
            gtk_test_widget_wait_for_draw(window)
            sheet.forceClose()
            iterate(until: { sheet.isAtRest })
            if cycle == min(100, count) { rssAfterWarmup = procStatus("VmRSS") ?? -1 }
        }
        sheet.sheetChild = nil
        gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        iterate(until: { alive.count == 0 }, seconds: 5)
        print("cycles \(count) rss-after-100-kb \(rssAfterWarmup) rss-end-kb \(procStatus("VmRSS") ?? -1)"
            + " objects-made \(alive.made) objects-alive \(alive.count)")
    }

    /// A field of /proc/self/status, in kB.
    static func procStatus(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }
}

/// Counts GObjects made and not yet finalized, through weak references.
@MainActor
final class AliveCounter {
    private(set) var made = 0
    private(set) var count = 0

    func watch(_ widget: UnsafeMutablePointer<GtkWidget>?) {
        guard let widget else { return }
        made += 1
        count += 1
        g_object_weak_ref(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), { data, _ in
            fromGtk(data!) { Unmanaged<AliveCounter>.fromOpaque($0).takeUnretainedValue().count -= 1 }
        }, Unmanaged.passUnretained(self).toOpaque())
    }
}

/// `--minimal-window`: the smallest GTK program that shows a window, for the startup
/// comparison. Prints "first-frame" when its first frame has been painted.
@MainActor
enum MinimalWindow {
    static func run() {
        let window = benchWindow(gtk_label_new("Hello"), width: 720, height: 800)
        reportFirstFrame(of: window)
        while true { g_main_context_iteration(nil, 1) }
    }
}

/// Prints "first-frame" and exits once `window` has painted its first frame.
@MainActor
func reportFirstFrame(of window: UnsafeMutablePointer<GtkWidget>) {
    iterate(until: { gtk_widget_get_frame_clock(window) != nil })
    let clock = UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window)!)
    SignalConnection.connect(clock, "after-paint") {
        // Written straight to the pipe: the parent is timing this line.
        FileHandle.standardOutput.write(Data("first-frame\n".utf8))
        exit(0)
    }.keptForTheObjectsLife()
}
