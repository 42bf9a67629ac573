import CGtk

/// Every difference in GTK's behaviour between the versions the library runs on, one
/// named member each: which versions, why, and the test that shows it. The library
/// built against one GTK runs on a newer one, so these are asked of the GTK running
/// (`gtk_get_minor_version`), not of the headers. A way around one GTK's behaviour
/// that is harmless on the others is a member too, done on every GTK. API that differs
/// between versions is chosen when compiling, in C: `Sources/CBottomSheet/gtk-versions.c`,
/// and `Sources/CGtk/gtk-api-versions.h` for the calls Swift makes here.
@MainActor
package enum GtkVersions {
    /// The running GTK's minor version (4.`minor`).
    static var minor: UInt32 { gtk_get_minor_version() }

    /// GTK 4.10 and later set a widget's accessible `hidden` state when it is mapped or
    /// unmapped (in `gtk_widget_map`, after the `map` signal), over the one the app set:
    /// a widget left out of the screen reader's tree while on screen (content behind a
    /// modal sheet, the back button's arrow) came back into it when an ancestor was
    /// mapped again (a stack switching pages away and back). GTK 4.8 leaves the state
    /// alone. Shown by `PageTests.eachPageIsAGroupNamedByItsTitleAndWhatIsPutAsideLeavesTheTree`
    /// and, over AT-SPI, by `test_atspi.py`'s
    /// `test_the_content_stays_out_of_the_tree_when_the_modal_sheets_page_is_shown_again`.
    package static var mapResetsAccessibleHidden: Bool { minor >= 10 }

    /// Makes GTK send `widget`'s accessible values to screen readers now. GTK 4.8 holds
    /// back every change to a widget's accessible values until the widget's object on
    /// the accessibility bus exists, which it makes on the widget's first focus or
    /// focusability change: changes held back reach Orca after focus lands, and Orca
    /// reads the widget's description or state a second time. A focusability change
    /// makes the object before focus moves in; the widget ends as focusable as it was.
    /// Only on GTK 4.8: later GTKs make the object with the widget, and GTK 4.18 sends the
    /// widget's states again at a focusability change, which Orca 48 read as a lone
    /// "collapsed" before the sheet's dialog as it opened. Shown by `test_speech.py`'s
    /// `test_open_full_half_escape_says_each_position_once_and_never_contradicts_itself`
    /// (Orca 43 and 48) and `test_the_bottom_bar_says_what_it_opens_once_and_escape_comes_back_to_it`.
    package static func sendAccessibleValuesNow(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard minor < 10 else { return }
        let focusable = gtk_widget_get_focusable(widget)
        gtk_widget_set_focusable(widget, focusable == 0 ? 1 : 0)
        gtk_widget_set_focusable(widget, focusable)
    }

    /// GTK ends a mouse button's implicit grab at its release only for buttons 1 to 5
    /// (`gtk_main_do_event` counts the pressed buttons in the event's modifier masks):
    /// after a press of the back or forward button (8, 9) the widgets under the pointer
    /// keep their `:active` state. GTK newer than 4.8 counts that state per widget and
    /// warns "Broken accounting of active state" when those widgets later go away, as a
    /// page does when that press goes back; GTK 4.8 has no such count. Every app on
    /// these versions gets the warning (seen on 4.18 with a plain GtkGestureClick), and
    /// nothing a widget does can avoid it. Shown by
    /// `PageRealInputTests.theMouseBackButtonOverTheSheetPops`.
    package static var warnsOfActiveStateAfterBackButton: Bool { minor > 8 }

    /// Whether the renderer of `native` draws every node of every frame, as GTK's Cairo
    /// renderer does (4.8 to 4.18): a rounded clip draws its children through a mask and
    /// a blurred shadow is blurred again each frame, so the sheet's node is worth
    /// rewriting (`render-nodes.h`: the corners clipped only where they are, the shadow
    /// from pieces). GTK's GL renderer clips to the corners in its shaders as it draws and
    /// keeps its blurred shadows between frames: there the rewriting would only cost.
    /// Shown by `CornerClipTests.theHostRewritesTheSheetsNodeForTheCairoRendererOnly` and
    /// `BENCHMARKS.md` ("The rounded corners", "the sheet's CSS shadow drawn from pieces").
    package static func rendererRedrawsEveryNode(_ native: OpaquePointer?) -> Bool {
        guard let native, let renderer = gtk_native_get_renderer(native) else { return false }
        return g_type_check_instance_is_a(UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self),
                                          gsk_cairo_renderer_get_type()) != 0
    }
    /// GTK 4.24's X11 backend maps a new toplevel at x = 1 − width (off the screen's left
    /// edge) when the default direction is right-to-left and no window manager places
    /// it; GTK 4.8 and 4.18 map it at the origin. A desktop's window manager places every
    /// window itself, so only a bare X server (Xvfb, where the tests run) shows it: the
    /// tests' windows (`TestWindow.open`) are moved to the origin there. Shown by the
    /// right-to-left cases of `SideRealInputTests` on X11, which need the window at the
    /// origin (`PointerRealInputTests.requireWindowAtScreenOrigin`).
    package static var x11MapsRightToLeftWindowsOffScreen: Bool { minor > 18 }

    // MARK: Seen on one GTK, done on every GTK

    /// Moves keyboard focus out of `part` before the caller hides it or puts it aside
    /// (child-invisible): `moveOn` moves focus where it is to go, and focus still inside
    /// `part` after that goes to nothing. Nothing happens while focus is elsewhere.
    /// GTK 4.8 moves focus out of a widget hidden around it only at the next frame,
    /// holding a reference to the widget meanwhile in one slot (GtkWindow's
    /// `move_focus_widget`) that it overwrites without releasing when a second widget
    /// around the focus is hidden before that frame: the first is never finalized (the
    /// focused handle hidden, then the sheet closed, leaked the handle; the random
    /// sequences found it). With the focus already elsewhere GTK holds nothing. Done on
    /// every GTK: focus leaves a hidden widget on each, here at once and to where the
    /// caller chooses. Shown by `LifecycleAbuseTests.hidingTheFocusedHandleAndThenClosingFreesEverything`.
    package static func moveFocusOut(of part: UnsafeMutablePointer<GtkWidget>, by moveOn: () -> Void) {
        guard let root = gtk_widget_get_root(part) else { return }
        func focusIsInside() -> Bool {
            guard let focus = gtk_root_get_focus(root) else { return false }
            return focus == part || gtk_widget_is_ancestor(focus, part) != 0
        }
        guard focusIsInside() else { return }
        moveOn()
        if focusIsInside() { gtk_root_set_focus(root, nil) }
    }

    /// The size to allocate `child` at for `width` × `height`: no less than its minimum
    /// (its minimum height for the width it gets). GTK 4.8 can lay a window out below
    /// its minimum: a window squeezed to 900×1 kept that size after the app put in
    /// content that needs 34 px (the random sequences found it), and a child given that
    /// size warns of negative sizes inside it, as if the app's widgets were at fault. The
    /// container clips what does not fit. Done on every GTK: a child given its minimum is
    /// never wrong. Shown by
    /// `RobustnessLayoutTests.aHostGivenLessThanItsMinimumGivesItsChildrenTheirMinimumsAndClipsThem`.
    package static func sizeNoLessThanMinimum(of child: UnsafeMutablePointer<GtkWidget>, width: Int32,
                                              height: Int32) -> (width: Int32, height: Int32) {
        var minimumWidth: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        let width = max(width, minimumWidth)
        var minimumHeight: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &minimumHeight, nil, nil, nil)
        return (width, max(height, minimumHeight))
    }

    /// The width to measure `widget`'s height for when it is to be `width` wide: no less
    /// than its minimum width. GTK 4.10 and later warn when a widget is measured for less
    /// than its minimum width (seen on 4.18), and GTK measures a hidden widget 0 wide: a
    /// closed sheet's parts and its bottom bar were measured for less than they need (the
    /// random sequences found both). Done on every GTK, as such a widget is allocated no
    /// narrower either. Shown by `RobustnessRandomSequenceTests.randomEventSequencesKeepTheSheetConsistent`.
    package static func measuringWidth(for widget: UnsafeMutablePointer<GtkWidget>, _ width: Int32) -> Int32 {
        var minimumWidth: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        return max(width, minimumWidth)
    }

    /// Whether `list`, the child of a scrolled window, has anything to scroll: a
    /// GtkListView, GtkGridView or GtkColumnView only with rows in its model; any other
    /// widget is taken to have. Scrolling one of those with no rows makes GTK 4.8 warn
    /// "GtkListView failed to scroll to given position", and its adjustment keeps its
    /// old range until GTK lays it out again: a list whose rows were all removed
    /// mid-drag still looks scrollable. Done on every GTK: an empty list has nothing to
    /// scroll. Shown by `LifecycleAbuseTests.rowsRemovedMidDragAreNeitherScrolledNorWarnedAbout`.
    package static func listHasRows(_ list: UnsafeMutablePointer<GtkWidget>) -> Bool {
        func isA(_ type: GType) -> Bool {
            g_type_check_instance_is_a(UnsafeMutableRawPointer(list).assumingMemoryBound(to: GTypeInstance.self),
                                       type) != 0
        }
        let model: OpaquePointer?
        if isA(gtk_list_view_get_type()) {
            model = gtk_list_view_get_model(OpaquePointer(list))
        } else if isA(gtk_grid_view_get_type()) {
            model = gtk_grid_view_get_model(OpaquePointer(list))
        } else if isA(gtk_column_view_get_type()) {
            model = gtk_column_view_get_model(OpaquePointer(list))
        } else {
            return true
        }
        return model.map { g_list_model_get_n_items($0) > 0 } ?? false
    }

    /// Takes `widget`, which its parent puts aside (child-invisible: neither drawn nor
    /// given input), out of the accessibility tree, or brings it back (`putAside` false).
    /// GTK 4.8 keeps a widget that is only child-invisible in the tree, where a screen
    /// reader's review would still find what is not on screen (a page the user left, a
    /// back button that is not there). GTK 4.10 and later take a widget out as they
    /// unmap it (`mapResetsAccessibleHidden`), as they do a child-invisible one. Done on
    /// every GTK. Shown by `PageTests.eachPageIsAGroupNamedByItsTitleAndWhatIsPutAsideLeavesTheTree`.
    package static func putAsideForScreenReaders(_ widget: UnsafeMutablePointer<GtkWidget>, _ putAside: Bool) {
        Accessible.setHidden(widget, putAside)
    }

    /// Sets `widget`'s tooltip to `text`, and its accessible description to none. GTK 4.8
    /// makes a tooltip the widget's description too: a button named by its tooltip's
    /// text was read twice (Orca said "Back push button. Back"). Done on every GTK.
    /// Shown by `test_atspi.py`'s `test_the_back_button_is_a_push_button_named_back_that_goes_back`.
    package static func setTooltipOnly(_ widget: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        gtk_widget_set_tooltip_text(widget, text)
        Accessible.setDescription(widget, "")
    }

    /// Takes the icon inside `button` (its child, the picture of its name) out of the
    /// accessibility tree. GTK 4.8 names an unlabelled image by its type: Orca said
    /// "GtkImage Back push button". Done on every GTK: the icon says nothing the
    /// button's name does not. Shown by
    /// `PageTests.eachPageIsAGroupNamedByItsTitleAndWhatIsPutAsideLeavesTheTree` (the
    /// back button's arrow) and `test_atspi.py`'s
    /// `test_the_back_button_is_a_push_button_named_back_that_goes_back`.
    package static func hideIcon(of button: UnsafeMutablePointer<GtkWidget>) {
        guard let icon = gtk_button_get_child(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self))
        else { return }
        Accessible.setHidden(icon, true)
    }

    /// Names `button` by the text of the labels inside `content` (its child), in the order
    /// they are drawn, and keeps the name as their text changes: returns the connections
    /// that do, to keep while `content` is the button's child. No content or no text takes the
    /// name away. GTK 4.8 names a button by its `label` property only: a button holding
    /// other widgets has none, and is named by its type. Done on every GTK.
    ///
    /// The name is set as text, not as a LABELLED_BY relation to the labels: Orca 51 keeps
    /// a relation's targets in a set, in no order, and says them besides the name when
    /// they differ from it ("The Evening Tides Harbour Lights Harbour Lights The Evening
    /// Tides button", 1 run in 5). Shown by `test_atspi.py`'s
    /// `test_the_bottom_bar_is_a_button_named_by_its_song_that_opens_the_player` and,
    /// through Orca, `test_speech.py`'s
    /// `test_the_bottom_bar_says_what_it_opens_once_and_escape_comes_back_to_it`.
    package static func nameByItsLabels(_ button: UnsafeMutablePointer<GtkWidget>,
                                        content: UnsafeMutablePointer<GtkWidget>?) -> [SignalConnection] {
        // The labels in `widget` and below it, in the order they are drawn.
        func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
            let isLabel = g_type_check_instance_is_a(
                UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
            return (isLabel ? [widget] : []) + widgetChildren(of: widget).flatMap(labels(in:))
        }
        guard let content else {
            Accessible.setLabel(button, nil)
            return []
        }
        // The labels are found again at each change: one may have left the content since.
        let name: @MainActor () -> Void = {
            let text = labels(in: content).map { String(cString: gtk_label_get_text(OpaquePointer($0))) }
                .filter { !$0.isEmpty }.joined(separator: " ")
            Accessible.setLabel(button, text.isEmpty ? nil : text)
        }
        name()
        return labels(in: content).map { SignalConnection.onNotify($0, "label", name) }
    }

    /// Whether the sheet can announce a change to screen readers: GTK 4.14 and later have
    /// `gtk_accessible_announce`, GTK 4.8 has no way to (`bs_gtk_can_announce`,
    /// chosen when compiling). Without it a screen reader hears of a change only through
    /// focus moves and changes to the focused widget's name, description and states:
    /// the drag handle's description says where the sheet is. That is not enough for
    /// Orca 48 and later, which handle a focus event before the description change sent
    /// just before it: "Closed." was not said when focus left the handle at once, and a
    /// handle whose description changed as focus landed on it was read twice. With
    /// announcements, what the handle says and what is announced follow
    /// `SheetStatus.handleWords(announcing:shown:)` and
    /// `SheetStatus.announcement(since:announcing:handleHasFocus:)`. Shown by
    /// `test_atspi.py`'s `test_a_closing_is_announced_once_where_gtk_announces` and, through
    /// Orca 48 and 51, `test_speech.py`'s
    /// `test_open_full_half_escape_says_each_position_once_and_never_contradicts_itself`
    /// and `test_the_bottom_bar_says_what_it_opens_once_and_escape_comes_back_to_it`.
    package static var announces: Bool { bs_gtk_can_announce() != 0 }

    /// Announces `message` to screen readers, from `widget` (only where `announces`).
    package static func announce(_ message: String, from widget: UnsafeMutablePointer<GtkWidget>) {
        bs_gtk_announce(widget, message)
    }

    // MARK: The desktop's wishes, as GTK 4.20 and later carry them

    /// The GtkSettings properties through which GTK 4.20 and later carry the desktop's
    /// appearance and accessibility wishes (from the settings portal, or from libadwaita):
    /// `gtk-interface-color-scheme` and `gtk-interface-contrast` (4.20), which CSS reads as
    /// `@media (prefers-color-scheme: dark)` and `(prefers-contrast: more)`, and
    /// `gtk-interface-reduced-motion` (4.22), CSS's `(prefers-reduced-motion: reduce)`.
    /// GTK 4.20 deprecates `gtk-application-prefer-dark-theme` for the first (it warns
    /// when it is set). Asked of the running GTK, by the property's presence.
    package enum InterfaceSetting: String, CaseIterable, Sendable {
        case colorScheme = "gtk-interface-color-scheme"
        case contrast = "gtk-interface-contrast"
        case reducedMotion = "gtk-interface-reduced-motion"
    }

    /// Whether the running GTK has `setting` (see `InterfaceSetting`).
    package static func has(_ setting: InterfaceSetting) -> Bool {
        interfaceProperty(setting) != nil
    }

    /// The nick of `setting`'s value on `settings` ("reduce", "more", "dark", …); nil
    /// where the running GTK has no such setting.
    package static func nick(of setting: InterfaceSetting, in settings: OpaquePointer?) -> String? {
        guard let settings, let property = interfaceProperty(setting),
              let enumClass = g_type_class_ref(property.pointee.value_type)
        else { return nil }
        defer { g_type_class_unref(enumClass) }
        var value = GValue()
        g_value_init(&value, property.pointee.value_type)
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self),
                              setting.rawValue, &value)
        let found = g_enum_get_value(enumClass.assumingMemoryBound(to: GEnumClass.self), g_value_get_enum(&value))
        return found.map { String(cString: $0.pointee.value_nick) }
    }

    /// Sets `setting` on `settings` to the value whose nick is `nick`; false (and nothing
    /// set) where the running GTK has no such setting or value.
    @discardableResult
    package static func set(_ setting: InterfaceSetting, toNick nick: String, in settings: OpaquePointer?) -> Bool {
        guard let settings, let property = interfaceProperty(setting),
              let enumClass = g_type_class_ref(property.pointee.value_type)
        else { return false }
        defer { g_type_class_unref(enumClass) }
        guard let found = g_enum_get_value_by_nick(enumClass.assumingMemoryBound(to: GEnumClass.self), nick)
        else { return false }
        var value = GValue()
        g_value_init(&value, property.pointee.value_type)
        defer { g_value_unset(&value) }
        g_value_set_enum(&value, found.pointee.value)
        g_object_set_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self),
                              setting.rawValue, &value)
        return true
    }

    /// Whether `themeName` is one of GTK's high-contrast themes, the only sign of the
    /// user's wish that a GTK without the contrast setting (before 4.20) gives a plain GTK
    /// app: GTK 4.8 names them "HighContrast" and "HighContrastInverse", GTK 4.10 to 4.18
    /// "Default-hc" and "Default-hc-dark". Shown by
    /// `AccessibilityTests.theHighContrastThemeDrawsASolidHandleAndSheetEdge`.
    package static func isHighContrastTheme(_ themeName: String) -> Bool {
        let name = themeName.lowercased()
        return name.hasPrefix("highcontrast") || name.hasSuffix("-hc") || name.hasSuffix("-hc-dark")
    }

    /// Makes `provider`'s CSS follow the desktop's contrast wish on `settings`. GTK 4.20
    /// evaluates a provider's `@media (prefers-contrast: more)` against the provider's own
    /// `prefers-contrast` property, which only GTK's theme provider (and libadwaita's)
    /// keeps in step with `gtk-interface-contrast`: an app's provider is bound to it here.
    /// Shown by `AccessibilityTests.theHighContrastThemeDrawsASolidHandleAndSheetEdge`.
    package static func followContrast(_ provider: UnsafeMutablePointer<GtkCssProvider>, of settings: OpaquePointer) {
        guard has(.contrast) else { return }
        g_object_bind_property(UnsafeMutableRawPointer(settings), InterfaceSetting.contrast.rawValue,
                               UnsafeMutableRawPointer(provider), "prefers-contrast", GLibFlags.bindingSyncCreate)
    }

    /// Whether the user asks for reduced motion on `settings`: GTK 4.22 and later's
    /// `gtk-interface-reduced-motion` is "reduce". Earlier GTKs carry no such wish.
    package static func reducesMotion(_ settings: OpaquePointer?) -> Bool {
        nick(of: .reducedMotion, in: settings) == "reduce"
    }

    /// GtkSettings' property spec for `setting`, nil where the running GTK has none.
    private static func interfaceProperty(_ setting: InterfaceSetting) -> UnsafeMutablePointer<GParamSpec>? {
        guard let settingsClass = g_type_class_ref(gtk_settings_get_type()) else { return nil }
        defer { g_type_class_unref(settingsClass) }
        return g_object_class_find_property(settingsClass.assumingMemoryBound(to: GObjectClass.self), setting.rawValue)
    }

    /// GTK 4.24's GtkScrolledWindow (not 4.18's) claims a finger's touch sequence as soon
    /// as the finger moves, which cancels every other gesture on it: the sheet's drag,
    /// which on earlier GTKs watches a list scroll itself by touch and takes the finger
    /// over where the list reaches its top, would never see the finger come back down.
    /// There the sheet's drag holds the touch from the start and scrolls the list itself,
    /// as it does for a pointer (`ScrollHandoff`), and the list coasts on after the lift
    /// (`ListCoasting`, with GTK's own friction). Shown by `TouchTests`'
    /// `aFingerOnTheListScrollsItAndHandsOffToTheSheetAtItsTopBothWays` and
    /// `aFingerFlickOnTheListAtFullIsTracedFrameByFrame`.
    package static var scrolledWindowKeepsTouchToItself: Bool { minor > 18 }

    package static let backButtonActiveStateWarning = "Broken accounting of active state"

    /// Keeps `widget`'s accessible `hidden` state as `Accessible.setHidden` last set it,
    /// through GTK's own updates (see `mapResetsAccessibleHidden`). GTK sets the state at
    /// the end of `gtk_widget_map`, after the `map` signal, so it is set again later:
    /// - when the parent maps its children, in the parent's `map` handler, which runs
    ///   once each child is mapped to the end (whichever parent the widget gets);
    /// - when the widget is shown, in its `show` handler, after GTK's (which maps it);
    /// - when it gets a parent already on screen, which maps it right after saying so,
    ///   at the next idle.
    static func keepAccessibleHidden(_ widget: UnsafeMutablePointer<GtkWidget>, _ hidden: Bool) {
        guard mapResetsAccessibleHidden else { return }
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        let watching = g_object_get_data(object, hiddenKey) != nil
        g_object_set_data(object, hiddenKey, UnsafeMutableRawPointer(bitPattern: hidden ? 2 : 1))
        guard !watching else { return }
        SignalConnection.onNotify(widget, "parent", after: true) { watchParent(of: widget) }.keptForTheObjectsLife()
        SignalConnection.connect(widget, "show", after: true) { reapplyHidden(widget) }.keptForTheObjectsLife()
        watchParent(of: widget)
    }

    /// Sets the kept `hidden` state on `widget` again.
    private static func reapplyHidden(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard let kept = g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
                                           hiddenKey)
        else { return }
        Accessible.applyHidden(widget, Int(bitPattern: kept) == 2)
    }

    /// Watches `widget`'s parent's `map` (see `keepAccessibleHidden`); the connection
    /// belongs to the widget, and goes with it or when it has another parent.
    private static func watchParent(of widget: UnsafeMutablePointer<GtkWidget>) {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        guard let parent = gtk_widget_get_parent(widget),
              g_object_get_data(object, watchedParentKey) != UnsafeMutableRawPointer(parent)
        else { return }
        g_object_set_data(object, watchedParentKey, UnsafeMutableRawPointer(parent))
        SignalConnection.connect(parent, "map", after: true) { reapplyHidden(widget) }
            .kept(by: widget, as: parentMapKey)
        if gtk_widget_get_mapped(parent) != 0 {
            // The widget is kept alive until the idle has run.
            let reference = StrongReference(object)
            _ = MainLoopCallbacks.idleOnce(priority: G_PRIORITY_HIGH_IDLE) {
                withExtendedLifetime(reference) { reapplyHidden(widget) }
            }
        }
    }
}

private let hiddenKey = "bs-accessible-hidden"
private let watchedParentKey = "bs-accessible-hidden-parent"
private let parentMapKey = "bs-accessible-hidden-parent-map"

/// A reference on a GObject for as long as this lives (an idle's closure keeps it).
private final class StrongReference {
    private let object: UnsafeMutablePointer<GObject>

    init(_ object: UnsafeMutablePointer<GObject>) {
        self.object = object
        g_object_ref(object)
    }

    deinit { g_object_unref(object) }
}
