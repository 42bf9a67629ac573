import CGtk

/// A change of presentation resizes the page shown (a 400-px bottom sheet becomes an
/// 800-px side panel), and so do the start and the end of a motion (see
/// `MotionAllocation`). GtkListView keeps its place by an anchor row at a fraction of
/// its height, so a new height moves its scroll offset (8 px in `AdaptiveContinuityTests`
/// for a row scrolled part way out). The offsets of the page's scrolled windows are
/// kept across the new allocation, and across a move between presentations until it
/// has ended: each layout in between puts them back.
extension SheetDriver {
    /// Remembers the vertical scroll offset of every scrolled window in the page shown.
    func keepScrollOffsets() {
        releaseScrollOffsets()
        var found: [(UnsafeMutablePointer<GtkAdjustment>, Double)] = []
        forEachVerticalAdjustment { adjustment in
            g_object_ref(adjustment)
            found.append((adjustment, gtk_adjustment_get_value(adjustment)))
        }
        keptScrollOffsets = found
    }

    /// Puts the kept offsets back after the sheet was allocated; lets go of them once no
    /// move between presentations runs. Returns whether one was put back: the sheet must
    /// then be allocated again, for the list to lay its rows out at the offset (and for
    /// GTK, which draws no widget whose allocation is pending).
    func restoreScrollOffsets() -> Bool {
        guard !keptScrollOffsets.isEmpty else { return false }
        var restored = false
        for (adjustment, value) in keptScrollOffsets where abs(gtk_adjustment_get_value(adjustment) - value) > 0.5 {
            gtk_adjustment_set_value(adjustment, value)
            restored = true
        }
        if presentationTransition == nil { releaseScrollOffsets() }
        return restored
    }

    func releaseScrollOffsets() {
        for (adjustment, _) in keptScrollOffsets { g_object_unref(adjustment) }
        keptScrollOffsets = []
    }

    /// How far the page's lists can grow before their offsets are clamped to a nearer
    /// end: the least room below the rows shown, over the page's scrolled windows
    /// (infinite without one). See `MotionAllocation`.
    func scrollRoomBelowEnd() -> Double {
        var room = Double.infinity
        forEachVerticalAdjustment { adjustment in
            let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            room = min(room, max(0, end - gtk_adjustment_get_value(adjustment)))
        }
        return room
    }

    /// Calls `body` with the vertical adjustment of every scrolled window in the page shown.
    private func forEachVerticalAdjustment(_ body: (UnsafeMutablePointer<GtkAdjustment>) -> Void) {
        guard let page = pages.current.map(pageWidget) else { return }
        visitScrolledWindows(in: page, body)
    }

    private func visitScrolledWindows(
        in widget: UnsafeMutablePointer<GtkWidget>, _ body: (UnsafeMutablePointer<GtkAdjustment>) -> Void
    ) {
        if GLib.isInstance(UnsafeMutableRawPointer(widget), of: gtk_scrolled_window_get_type()),
           let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(widget)) {
            body(adjustment)
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            visitScrolledWindows(in: current, body)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
