import CGtk
import Foundation
import Testing

/// Compares a rendered widget with a reference PNG committed in
/// `Tests/BottomSheetTests/Golden/`.
///
/// - The reference is the running GTK's and renderer's where GTK's own drawing differs
///   (`Golden/gtk4.<minor>-<renderer>/`, then `Golden/gtk4.<minor>/`, from the
///   running GTK down), else the one in `Golden/` (GTK 4.8, Cairo): see `variants`.
/// - A missing reference FAILS the test, and keeps failing until one is added on
///   purpose: the render is written to `test-output/golden-<name>-actual.png`, with the
///   path it would have; a test run never writes into `Tests/`.
/// - A mismatch writes `test-output/golden-<name>-actual.png` and
///   `test-output/golden-<name>-diff.png` (differing pixels in magenta over a faded
///   reference) and fails with the numbers.
///
/// Two pixels match when every channel (R, G, B, A, unpremultiplied) is within
/// `channel`; the images match when at most `pixels` pixels differ: fewer than the
/// smallest thing an image guards (the handle's pill is 36×5 = 180 px, a row's bar
/// edge a few hundred), so that no part of the sheet can go missing unnoticed. With
/// one renderer the pixels are the same run to run; the few allowed are for
/// antialiasing that another pixman or Mesa build might round differently.
@MainActor
enum GoldenImage {
    struct Tolerance: Sendable {
        var channel: UInt8 = 2
        var pixels: Int = 16
    }

    static var directory: URL {
        // This file is <root>/Tests/BottomSheetTests/Support/GoldenImage.swift.
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Support
            .deletingLastPathComponent()  // BottomSheetTests
            .appendingPathComponent("Golden", isDirectory: true)
    }

    /// The folders a reference is looked for in, for the running GTK and `widget`'s
    /// renderer, the most particular first. A folder holds the references of the GTK
    /// that changed their drawing (`gtk4.18-cairo/`: GTK 4.18's Cairo renderer
    /// antialiases a pill at half opacity otherwise than 4.8's), for the later GTKs too
    /// until one changes it again; `Golden/` itself is GTK 4.8's, with Cairo. So on GTK
    /// 4.24 with Cairo: `gtk4.24-cairo`, `gtk4.24`, `gtk4.18-cairo`, `gtk4.18`, `Golden/`.
    static func variants(for widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        let renderer = WidgetRenderer.rendererName(widget)
        let minor = Int(gtk_get_minor_version())
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let minors = Set(folders.compactMap { folder -> Int? in
            guard folder.hasPrefix("gtk4.") else { return nil }
            return Int(folder.dropFirst("gtk4.".count).prefix { $0.isNumber })
        }).filter { $0 <= minor }.sorted(by: >)
        return minors.flatMap { ["gtk4.\($0)-\(renderer)", "gtk4.\($0)"] } + [""]
    }

    /// The reference `name` for `widget`'s GTK and renderer: the first of `variants`
    /// that has one, else where the most particular would be.
    static func referenceURL(named name: String, for widget: UnsafeMutablePointer<GtkWidget>) -> (url: URL, found: Bool) {
        let candidates = variants(for: widget).map {
            ($0.isEmpty ? directory : directory.appendingPathComponent($0, isDirectory: true))
                .appendingPathComponent("\(name).png", isDirectory: false)
        }
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            return (found, true)
        }
        // Where a reference of this GTK and renderer would go.
        let gtk = "gtk\(gtk_get_major_version()).\(gtk_get_minor_version())-\(WidgetRenderer.rendererName(widget))"
        return (directory.appendingPathComponent(gtk, isDirectory: true)
            .appendingPathComponent("\(name).png", isDirectory: false), false)
    }

    /// Renders `widget` and compares it with the reference `name`.png.
    /// `scale`: rendered at that many pixels per px (`WidgetRenderer.render`).
    static func expectMatch(
        _ widget: UnsafeMutablePointer<GtkWidget>, named name: String, scale: Double = 1,
        tolerance: Tolerance = Tolerance(), sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try expectMatch(WidgetRenderer.render(widget, scale: scale), named: name, for: widget,
                        tolerance: tolerance, sourceLocation: sourceLocation)
    }

    /// Compares `actual`, a picture of `widget` made otherwise (the compositor's), with
    /// the reference `name`.png of `widget`'s GTK and renderer.
    static func expectMatch(
        _ actual: RenderedImage, named name: String, for widget: UnsafeMutablePointer<GtkWidget>,
        tolerance: Tolerance = Tolerance(), sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (reference, found) = referenceURL(named: name, for: widget)
        let actualURL = try TestOutput.file(named: "golden-\(name)-actual.png")

        guard found else {
            try savePNG(actual, to: actualURL)
            Issue.record(
                Comment(rawValue: "No golden reference \(name) for this GTK and renderer. This render is "
                    + "\(actualURL.path): look at it, and if it is right, add it as \(reference.path)."),
                sourceLocation: sourceLocation)
            return
        }

        let expected = try loadPNG(reference)
        guard expected.width == actual.width, expected.height == actual.height else {
            try savePNG(actual, to: actualURL)
            Issue.record(
                Comment(rawValue: "\(name): rendered \(actual.width)×\(actual.height), the reference is "
                    + "\(expected.width)×\(expected.height). Actual: \(actualURL.path)"),
                sourceLocation: sourceLocation)
            return
        }

        let comparison = compare(actual, expected, channelTolerance: tolerance.channel)
        // Said for every image, so that the margin left by the tolerance can be read in
        // the log.
        print("golden \(name): \(comparison.differing) pixels differ by more than \(tolerance.channel) "
            + "(allowed \(tolerance.pixels)) from \(reference.path)")
        guard comparison.differing > tolerance.pixels else { return }

        let diffURL = try TestOutput.file(named: "golden-\(name)-diff.png")
        try savePNG(actual, to: actualURL)
        try savePNG(comparison.diff, to: diffURL)
        Issue.record(
            Comment(rawValue: "\(name) differs from its reference: \(comparison.differing) pixels "
                + "(allowed \(tolerance.pixels)) differ by more than \(tolerance.channel) in a channel; "
                + "largest difference \(comparison.largestDelta), first at \(comparison.firstDifference.map { "(\($0.x), \($0.y))" } ?? "-"). "
                + "Actual: \(actualURL.path), diff: \(diffURL.path), reference: \(reference.path)"),
            sourceLocation: sourceLocation)
    }

    struct Comparison {
        var differing: Int
        var largestDelta: Int
        var firstDifference: (x: Int, y: Int)?
        var diff: RenderedImage
    }

    static func compare(_ actual: RenderedImage, _ expected: RenderedImage, channelTolerance: UInt8) -> Comparison {
        var differing = 0
        var largest = 0
        var first: (x: Int, y: Int)?
        var diffPixels: [RGBA] = []
        diffPixels.reserveCapacity(actual.width * actual.height)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.pixel(x: x, y: y)
                let e = expected.pixel(x: x, y: y)
                let delta = max(
                    abs(Int(a.red) - Int(e.red)), abs(Int(a.green) - Int(e.green)),
                    abs(Int(a.blue) - Int(e.blue)), abs(Int(a.alpha) - Int(e.alpha)))
                largest = max(largest, delta)
                if delta > Int(channelTolerance) {
                    differing += 1
                    if first == nil { first = (x, y) }
                    diffPixels.append(RGBA(red: 255, green: 0, blue: 255))
                } else {
                    // The reference, faded towards white, so the differences stand out.
                    func fade(_ c: UInt8) -> UInt8 { UInt8((Int(c) + 3 * 255) / 4) }
                    diffPixels.append(RGBA(red: fade(e.red), green: fade(e.green), blue: fade(e.blue)))
                }
            }
        }
        return Comparison(
            differing: differing, largestDelta: largest, firstDifference: first,
            diff: image(width: actual.width, height: actual.height, pixels: diffPixels))
    }

    // MARK: PNG in and out, through GDK

    /// An image from straight-alpha pixels (row-major).
    static func image(width: Int, height: Int, pixels: [RGBA]) -> RenderedImage {
        let words = pixels.map { p -> UInt32 in
            // Back to premultiplied ARGB32, as gdk_texture_download gives.
            func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * UInt32(p.alpha) + 127) / 255 }
            return UInt32(p.alpha) << 24 | pre(p.red) << 16 | pre(p.green) << 8 | pre(p.blue)
        }
        return RenderedImage(width: width, height: height, argb32: words, pngPath: nil)
    }

    static func savePNG(_ image: RenderedImage, to url: URL) throws {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(image.width * image.height * 4)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                bytes += [p.red, p.green, p.blue, p.alpha]
            }
        }
        let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(gbytes) }
        let texture = Texture(pointer: gdk_memory_texture_new(
            Int32(image.width), Int32(image.height), GDK_MEMORY_R8G8B8A8, gbytes, gsize(image.width * 4)))
        defer { texture.unref() }
        guard gdk_texture_save_to_png(texture.pointer, url.path) != 0 else {
            throw HarnessError.pngNotSaved(path: url.path)
        }
    }

    static func loadPNG(_ url: URL) throws -> RenderedImage {
        var error: UnsafeMutablePointer<GError>?
        guard let pointer = gdk_texture_new_from_filename(url.path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw GoldenImageError.unreadable(path: url.path, message: message)
        }
        let texture = Texture(pointer: pointer)
        defer { texture.unref() }
        let width = Int(gdk_texture_get_width(texture.pointer))
        let height = Int(gdk_texture_get_height(texture.pointer))
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes { buffer in
            gdk_texture_download(
                texture.pointer, buffer.baseAddress?.assumingMemoryBound(to: guchar.self), gsize(width * 4))
        }
        return RenderedImage(width: width, height: height, argb32: pixels, pngPath: url.path)
    }
}

enum GoldenImageError: Error, CustomStringConvertible {
    case unreadable(path: String, message: String)

    var description: String {
        switch self {
        case let .unreadable(path, message): "cannot read the golden reference \(path): \(message)"
        }
    }
}
