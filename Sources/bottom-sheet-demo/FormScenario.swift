import BottomSheet
import CGtk
import GtkHelpers

/// A sheet with a text entry. With unsaved text the sheet refuses to close
/// (`canClose`) and asks "Discard changes?" (`onCloseAttempt`): nothing typed is lost
/// by accident.
@MainActor
final class FormScenario: DemoScenario {
    let sheet = BottomSheet()
    let startDetent = Detent.expanded
    private let entry: UnsafeMutablePointer<GtkWidget>
    private let discardBar: UnsafeMutablePointer<GtkWidget>
    private var savedText = ""
    private var sheetConnections: [SignalConnection] = []

    init() {
        entry = gtk_entry_new()!
        gtk_entry_set_placeholder_text(cast(entry, to: GtkEntry.self), translated("Write something"))
        let entryLabel = gtk_label_new_with_mnemonic(translated("_Note"))!
        gtk_label_set_xalign(OpaquePointer(entryLabel), 0)
        gtk_label_set_mnemonic_widget(OpaquePointer(entryLabel), entry)

        discardBar = gtk_revealer_new()!
        // The question above its two answers, so that the sheet fits a narrow (360 px) window.
        let answers = Widgets.row(spacing: 12, [])
        let asking = Widgets.label(translated("Discard changes?"))
        gtk_label_set_xalign(OpaquePointer(asking), 0)
        let question = Widgets.column(spacing: 12, [asking, answers])
        let sheetContent = Widgets.column(spacing: 12, margin: 24, [
            Widgets.label(translated("New note"), classes: ["title-3"]), entryLabel, entry, discardBar,
        ])
        gtk_revealer_set_child(OpaquePointer(discardBar), question)
        gtk_box_append(cast(answers, to: GtkBox.self), Widgets.button(translated("_Keep editing")) {
            self.askToDiscard(false)
            gtk_widget_grab_focus(self.entry)
        })
        gtk_box_append(cast(answers, to: GtkBox.self), Widgets.button(translated("_Discard")) {
            self.askToDiscard(false)
            gtk_editable_set_text(OpaquePointer(self.entry), self.savedText)
            self.sheet.forceClose()
        })
        let buttons = Widgets.row(spacing: 12, [
            Widgets.button(translated("_Save")) {
                self.savedText = String(cString: gtk_editable_get_text(OpaquePointer(self.entry)))
                self.updateCanClose()
                self.sheet.close()
            },
            Widgets.button(translated("_Close")) { self.sheet.close() },
        ])
        gtk_box_append(cast(sheetContent, to: GtkBox.self), buttons)

        sheet.sheetChild = sheetContent
        sheet.title = translated("New note")
        sheet.content = Widgets.page(translated("Form", context: "scenario"), [
            Widgets.label(translated("Type in the sheet, then try to close it."), wrap: true),
            Widgets.button(translated("_Write a note")) { self.sheet.present() },
        ])
        SignalConnection.connect(UnsafeMutableRawPointer(entry), "changed") { self.updateCanClose() }.keptForTheObjectsLife()
        sheetConnections = [
            sheet.onCloseAttempt { self.askToDiscard(true) },
            sheet.onClosed { self.askToDiscard(false) },
        ]
    }

    private var hasUnsavedText: Bool { String(cString: gtk_editable_get_text(OpaquePointer(entry))) != savedText }

    private func updateCanClose() {
        sheet.canClose = !hasUnsavedText
        if !hasUnsavedText { askToDiscard(false) }
    }

    private func askToDiscard(_ ask: Bool) {
        gtk_revealer_set_reveal_child(OpaquePointer(discardBar), ask ? 1 : 0)
    }
}
