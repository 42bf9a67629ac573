import BottomSheet
import CAdw
import CGtk
import GtkHelpers
import MotionPlot

/// The demo's window, a libadwaita application window: a header bar with a scenario
/// chooser and the controls, the motion plot under it when it is shown, and one page per
/// scenario in a GtkStack.
@MainActor
final class DemoWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    /// Everything inside the window: what `--screenshot` captures.
    let body: UnsafeMutablePointer<GtkWidget>
    private let stack: OpaquePointer
    private let controls: ControlsPanel
    /// The current sheet's height, velocity and releases, live.
    let motionPlot = MotionPlotView()
    private let motionPlotStrip: OpaquePointer
    private(set) var scenarios: [Scenario: any DemoScenario] = [:]
    private(set) var current: Scenario

    init(application: UnsafeMutablePointer<GtkApplication>, options: DemoOptions) {
        current = options.scenario
        let strip = gtk_revealer_new()!
        motionPlotStrip = OpaquePointer(strip)
        gtk_revealer_set_child(motionPlotStrip, motionPlot.widget)
        gtk_revealer_set_reveal_child(motionPlotStrip, options.showsMotionPlot ? 1 : 0)
        gtk_widget_add_css_class(strip, "motion-plot-strip")
        controls = ControlsPanel(motionPlotShown: options.showsMotionPlot) { [motionPlotStrip] shown in
            gtk_revealer_set_reveal_child(motionPlotStrip, shown ? 1 : 0)
        }
        window = adw_application_window_new(application)!
        gtk_window_set_title(asWindow(window), translated("Bottom Sheet"))
        gtk_window_set_default_size(asWindow(window), options.width, options.height)

        let stackWidget = gtk_stack_new()!
        stack = OpaquePointer(stackWidget)
        gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_widget_set_vexpand(stackWidget, 1)
        for scenario in Scenario.allCases {
            let page = scenario.make()
            scenarios[scenario] = page
            // Titled: GTK names each page after its title for screen readers.
            gtk_stack_add_titled(stack, page.widget, scenario.rawValue, scenario.title)
        }
        // Before the first layout, so that the sheet starts where it is pinned rather
        // than moving there.
        if let presentation = options.presentation { scenarios[current]!.sheet.presentation = presentation }

        // An AdwApplicationWindow has no titlebar: the header bar is the content's first
        // row, so the window looks the same with and without a window manager (screenshots).
        let header = adw_header_bar_new()!
        let controlsButton = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(OpaquePointer(controlsButton), "emblem-system-symbolic")
        let controlsTitle = translated("Sheet properties")
        gtk_widget_set_tooltip_text(controlsButton, controlsTitle)
        bsDemoSetLabel(controlsButton, controlsTitle)
        let popover = DemoAccessibility.popover(label: controlsTitle)
        gtk_popover_set_child(cast(popover, to: GtkPopover.self), controls.widget)
        gtk_menu_button_set_popover(OpaquePointer(controlsButton), popover)
        adw_header_bar_pack_end(OpaquePointer(header), controlsButton)

        body = Widgets.column(spacing: 0, [header, strip, stackWidget])
        // The window's own background, on the body: `--screenshot` draws the body alone,
        // and translucent content (the container scenario's grey) must not come out
        // see-through in the picture.
        gtk_widget_add_css_class(body, "demo-body")
        adw_header_bar_set_title_widget(OpaquePointer(header), scenarioChooser())
        adw_application_window_set_content(cast(window, to: AdwApplicationWindow.self), body)
        show(current)
        DemoAccessibility.tidy(window)
    }

    var sheet: BottomSheet { scenarios[current]!.sheet }

    /// Whether every sheet of the scenario shown rests (the share sheet's details too).
    var sheetsAreAtRest: Bool { scenarios[current]!.sheets.allSatisfy(\.isAtRest) }

    func show(_ scenario: Scenario) {
        current = scenario
        gtk_stack_set_visible_child_name(stack, scenario.rawValue)
        // GtkStack leaves the pages it does not show in the accessibility tree: a screen
        // reader would find every scenario's buttons and sheets at once.
        for (other, page) in scenarios {
            DemoAccessibility.setHidden(page.widget, other != scenario)
        }
        controls.attach(sheet)
        motionPlot.attach(sheet)
        scenarioChanged?(scenario)
    }

    /// Called when the shown scenario changes (the chooser shows it).
    private var scenarioChanged: ((Scenario) -> Void)?

    /// Puts each scenario's sheet where the scenario starts; `detent` overrides it for
    /// the scenario on show, `openingPage` pushes that scenario's first page, and
    /// `openingDetails` opens the share scenario's details sheet over its sheet.
    func startSheets(overriding detent: Detent?, openingPage: Bool = false, openingDetails: Bool = false) {
        for (scenario, page) in scenarios {
            let start = scenario == current ? (detent ?? page.startDetent) : page.startDetent
            if start != .dismissed { page.sheet.detent = start }
        }
        if openingPage, let paged = scenarios[current] as? any PagedScenario { paged.openFirstPage() }
        if openingDetails, let share = scenarios[current] as? ShareScenario { share.openDetails(ofContactAt: 0) }
    }

    /// A menu button showing the current scenario, whose popover lists them all as
    /// radio buttons. (A GtkDropDown in GTK 4.8 reads out its internals, "GtkToggleButton",
    /// and does not say what is chosen.) Its title is the button's own child rather than
    /// gtk_menu_button_set_label, which would put the title in its name a second time:
    /// GTK 4.8 names a button by its label property and by the widgets labelling it, both.
    private func scenarioChooser() -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_menu_button_new()!
        let popover = DemoAccessibility.popover(label: translated("Scenario", context: "the scenario chooser"))
        let (list, radios) = radioButtons(Scenario.allCases.map(\.title), horizontal: false)
        gtk_popover_set_child(cast(popover, to: GtkPopover.self), list)
        gtk_menu_button_set_popover(OpaquePointer(button), popover)
        // The name says both what the button chooses and what is chosen, e.g. "Scenario:
        // Two-stage list"; the focusable inner toggle button takes it from the menu
        // button. The title is the button's own child (see above).
        let title = gtk_label_new(nil)!
        // On a narrow window the header bar gives the title what is left after its
        // buttons: the scenario's name shortens rather than widening the window.
        gtk_label_set_ellipsize(OpaquePointer(title), PANGO_ELLIPSIZE_END)
        let arrow = gtk_image_new_from_icon_name("pan-down-symbolic")!
        DemoAccessibility.setHidden(arrow, true)
        gtk_menu_button_set_child(OpaquePointer(button), Widgets.row(spacing: 6, [title, arrow]))
        var updating = false
        scenarioChanged = { scenario in
            updating = true
            defer { updating = false }
            gtk_label_set_text(OpaquePointer(title), scenario.title)
            bsDemoSetLabel(button, translated("Scenario: %s").substituting(scenario.title))
            for (each, radio) in zip(Scenario.allCases, radios) {
                gtk_check_button_set_active(cast(radio, to: GtkCheckButton.self), each == scenario ? 1 : 0)
            }
        }
        scenarioChanged?(current)
        for (scenario, radio) in zip(Scenario.allCases, radios) {
            SignalConnection.onNotify(UnsafeMutableRawPointer(radio), "active") {
                // The popover stays open: arrow keys choose as they move through a radio
                // group, so closing it here would stop a keyboard user at the next one.
                // Escape or a click outside closes it.
                guard !updating, gtk_check_button_get_active(cast(radio, to: GtkCheckButton.self)) != 0 else { return }
                self.show(scenario)
            }.keptForTheObjectsLife()
        }
        return button
    }
}
