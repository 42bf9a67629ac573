import CGtk
import SheetCore

/// A change of presentation resizes the page shown (a 400-px bottom sheet becomes an
/// 800-px side panel), and so do the start and the end of a motion (see
/// `MotionAllocation`). GtkListView keeps its place by an anchor row at a fraction of
/// its height, so a new height moves its scroll offset (8 px in `AdaptiveContinuityTests`
/// for a row scrolled part way out). The offsets of the page's scrolled windows are
/// kept across the new allocation, and across a move between presentations until it
/// has ended: each layout in between puts them back. A list that was at its end when a
/// motion began that ends no lower is put at its end instead (`MotionAllocation.endedNoLower`).
///
/// A list view moves its offset only as it is laid out; a change between two layouts is
/// a scroll by the app or the user, and the offset it scrolled to is kept from then on.
extension SheetDriver {
    /// One scrolled window's offset to put back after a new allocation.
    struct KeptScrollOffset {
        /// Its vertical adjustment, with a reference.
        let adjustment: UnsafeMutablePointer<GtkAdjustment>
        var value: Double
        /// Put it at its end, wherever that now is, rather than at `value`.
        var atEnd: Bool
        /// Its offset when the sheet was last laid out; nil before that.
        var afterLayout: Double? = nil

        /// Where the adjustment goes, for the page size and upper bound it has now.
        var target: Double {
            atEnd ? gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment) : value
        }
    }

    /// Remembers the vertical scroll offset of every scrolled window in the page shown;
    /// those in `atTheirEnd` are to be put at their end.
    func keepScrollOffsets(atTheirEnd: [UnsafeMutablePointer<GtkAdjustment>] = []) {
        releaseScrollOffsets()
        var found: [KeptScrollOffset] = []
        forEachVerticalAdjustment { adjustment in
            g_object_ref(adjustment)
            found.append(KeptScrollOffset(
                adjustment: adjustment, value: gtk_adjustment_get_value(adjustment),
                atEnd: atTheirEnd.contains(adjustment)))
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
        for kept in keptScrollOffsets where abs(gtk_adjustment_get_value(kept.adjustment) - kept.target) > 0.5 {
            gtk_adjustment_set_value(kept.adjustment, kept.target)
            restored = true
        }
        if presentationTransition == nil { releaseScrollOffsets() }
        return restored
    }

    /// Keeps the offsets the lists were scrolled to since the sheet was last laid out:
    /// called before it is laid out again.
    func keepScrollsSinceLastLayout() {
        for index in keptScrollOffsets.indices {
            let value = gtk_adjustment_get_value(keptScrollOffsets[index].adjustment)
            guard let laidOut = keptScrollOffsets[index].afterLayout, abs(value - laidOut) > 0.5 else { continue }
            keptScrollOffsets[index].value = value
            keptScrollOffsets[index].atEnd = false
        }
    }

    /// Notes the kept lists' offsets once the sheet is laid out.
    func noteScrollOffsetsAfterLayout() {
        for index in keptScrollOffsets.indices {
            keptScrollOffsets[index].afterLayout = gtk_adjustment_get_value(keptScrollOffsets[index].adjustment)
        }
    }

    func releaseScrollOffsets() {
        for kept in keptScrollOffsets { g_object_unref(kept.adjustment) }
        keptScrollOffsets = []
    }

    /// Remembers the lists of the page shown that were scrolled to their end, as a motion
    /// begins (`MotionAllocation.isScrolledToEnd`).
    func rememberListsAtTheirEnd() {
        releaseListsAtTheirEnd()
        forEachVerticalAdjustment { adjustment in
            let lower = gtk_adjustment_get_lower(adjustment)
            let end = max(lower, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
            guard MotionAllocation.isScrolledToEnd(offset: gtk_adjustment_get_value(adjustment), range: lower...end)
            else { return }
            g_object_ref(adjustment)
            listsAtTheirEnd.append(adjustment)
        }
    }

    func releaseListsAtTheirEnd() {
        for adjustment in listsAtTheirEnd { g_object_unref(adjustment) }
        listsAtTheirEnd = []
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
