import BottomSheet
import CGtk

/// The demo's window: a header with a scenario chooser and the controls, and one page
/// per scenario in a GtkStack.
@MainActor
final class DemoWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    /// Everything inside the window: what `--screenshot` captures.
    let body: UnsafeMutablePointer<GtkWidget>
    private let stack: OpaquePointer
    private let controls = ControlsPanel()
    private(set) var scenarios: [Scenario: any DemoScenario] = [:]
    private(set) var current: Scenario

    init(application: UnsafeMutablePointer<GtkApplication>, options: DemoOptions) {
        current = options.scenario
        window = gtk_application_window_new(application)!
        gtk_window_set_title(asWindow(window), "Bottom Sheet")
        gtk_window_set_default_size(asWindow(window), options.width, options.height)

        let stackWidget = gtk_stack_new()!
        stack = OpaquePointer(stackWidget)
        gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_widget_set_vexpand(stackWidget, 1)
        for scenario in Scenario.allCases {
            let page = scenario.make()
            scenarios[scenario] = page
            gtk_stack_add_named(stack, page.sheet.widget, scenario.rawValue)
        }

        // The header is an ordinary widget at the top rather than a titlebar, so the
        // window looks the same with and without a window manager (screenshots).
        let header = gtk_header_bar_new()!
        let controlsButton = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(OpaquePointer(controlsButton), "emblem-system-symbolic")
        gtk_widget_set_tooltip_text(controlsButton, "Sheet properties")
        bsDemoSetLabel(controlsButton, "Sheet properties")
        let popover = gtk_popover_new()!
        gtk_popover_set_child(cast(popover, to: GtkPopover.self), controls.widget)
        gtk_menu_button_set_popover(OpaquePointer(controlsButton), popover)
        gtk_header_bar_pack_end(OpaquePointer(header), controlsButton)

        body = Widgets.column(spacing: 0, [header, stackWidget])
        gtk_header_bar_set_title_widget(OpaquePointer(header), scenarioChooser())
        gtk_window_set_child(asWindow(window), body)
        show(current)
    }

    var sheet: BottomSheet { scenarios[current]!.sheet }

    func show(_ scenario: Scenario) {
        current = scenario
        gtk_stack_set_visible_child_name(stack, scenario.rawValue)
        controls.attach(sheet)
    }

    /// Puts each scenario's sheet where the scenario starts; `detent` overrides it for
    /// the scenario on show.
    func startSheets(overriding detent: Detent?) {
        for (scenario, page) in scenarios {
            let start = scenario == current ? (detent ?? page.startDetent) : page.startDetent
            if start != .dismissed { page.sheet.detent = start }
        }
    }

    private func scenarioChooser() -> UnsafeMutablePointer<GtkWidget> {
        let dropDown = dropDown(Scenario.allCases.map(\.title))
        gtk_drop_down_set_selected(OpaquePointer(dropDown), guint(Scenario.allCases.firstIndex(of: current)!))
        bsDemoSetLabel(dropDown, "Scenario")
        SignalConnection.onNotify(UnsafeMutableRawPointer(dropDown), "selected") { [unowned self] in
            self.show(Scenario.allCases[Int(gtk_drop_down_get_selected(OpaquePointer(dropDown)))])
        }
        return dropDown
    }
}
