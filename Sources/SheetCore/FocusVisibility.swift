/// Keeps the focused widget in view inside the sheet's scrolled content, above the
/// on-screen keyboard.
///
/// On a phone the keyboard shrinks the window, and so the host: the sheet keeps its
/// detent and moves to the detent's new, lower height (`SheetModel.updateLayout`), and
/// less of its list shows. The widget then scrolls the list to the offset this gives, as
/// GTK's own `gtk_adjustment_clamp_page` would: the least scroll that shows the focused
/// widget whole, none when it already shows whole, and its top edge when it is taller
/// than the list's viewport.
public enum FocusVisibility {
    /// The scroll offset (px, 0 = the content's top) that shows the focused widget.
    ///
    /// - Parameters:
    ///   - top: the focused widget's top edge in the scrolled content's coordinates (px).
    ///     For a text view, its cursor's rectangle rather than the whole view.
    ///   - bottom: its bottom edge (the two are taken in either order).
    ///   - offset: the list's scroll offset now.
    ///   - viewportHeight: how much of the list shows inside the sheet (px): the sheet's
    ///     visible height less the handle, header and footer, which the widget computes.
    ///   - contentHeight: the scrolled content's whole height (px).
    /// - Returns: an offset within `0...max(0, contentHeight - viewportHeight)`: `offset`
    ///   (held to that range) when the widget already shows whole; else the nearest offset
    ///   that shows it whole; for a widget taller than the viewport, the one that puts its
    ///   top edge at the viewport's top.
    public static func scrollOffset(
        showingTop top: Double, bottom: Double, offset: Double, viewportHeight: Double, contentHeight: Double
    ) throws(SheetInputError) -> Double {
        let top = try requireFinite(top, "focus top")
        let bottom = try requireFinite(bottom, "focus bottom")
        let offset = try requireFinite(offset, "scroll offset")
        let viewport = max(0, try requireFinite(viewportHeight, "viewport height"))
        let content = max(0, try requireFinite(contentHeight, "content height"))

        let highest = max(0, content - viewport)
        let current = min(max(offset, 0), highest)
        // The widget's edges nearest to and farthest from the content's top.
        let (start, end) = (min(top, bottom), max(top, bottom))
        let wanted =
            if end - start > viewport || start < current { start }
            else if end > current + viewport { end - viewport }
            else { current }
        return min(max(wanted, 0), highest)
    }
}
