import BottomSheet
import CGtk

// A window whose content is a label, with a sheet of ten rows over it.
gtk_init()
MainActor.assumeIsolated {
    let sheet = BottomSheet()
    sheet.content = label("Content")
    sheet.sheetChild = verticalBox(spacing: 12, (1...10).map { label("Row \($0)") })
    sheet.title = "Ten rows"
    let watching = sheet.onDetentChanged { detent in print("the sheet is now \(detent)") }

    let window = Window(width: 600, height: 800, child: sheet.widget)
    window.present()
    sheet.present()
    runUntilEveryWindowIsClosed()
    watching.disconnect()
}
