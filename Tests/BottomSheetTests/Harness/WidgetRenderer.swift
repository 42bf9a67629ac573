import CGtk

/// Renders a widget, as it is on screen now, into a ``RenderedImage`` (and a PNG).
@MainActor
enum WidgetRenderer {
    /// Whether `widget`'s window draws with GTK's Cairo renderer (X11 under
    /// scripts/test.sh; GTK chooses GL on Wayland).
    static func isCairo(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let renderer = gtk_native_get_renderer(gtk_widget_get_native(widget)) else { return false }
        return String(cString: g_type_name_from_instance(
            UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self))) == "GskCairoRenderer"
    }

    /// The short name of `widget`'s window's renderer: "cairo", "gl", "ngl", "vulkan".
    static func rendererName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        guard let renderer = gtk_native_get_renderer(gtk_widget_get_native(widget)) else { return "none" }
        let type = String(cString: g_type_name_from_instance(
            UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)))
        // GskCairoRenderer, GskGLRenderer, GskNglRenderer, GskVulkanRenderer.
        return String(type.dropFirst("Gsk".count).dropLast("Renderer".count)).lowercased()
    }

    /// Renders `widget` with its window's own renderer; saves a PNG as
    /// `test-output/<pngName>.png` when a name is given.
    ///
    /// The widget must be in a mapped window; call ``TestWindow/waitForDraw()``
    /// first so that its layout and CSS are up to date.
    ///
    /// At a `scale` other than 1, the image has that many pixels per px, as the window's
    /// renderer draws on a monitor at that scale (1.25 at 125 %): what a display here
    /// cannot show.
    static func render(
        _ widget: UnsafeMutablePointer<GtkWidget>,
        pngName: String? = nil,
        scale: Double = 1
    ) throws -> RenderedImage {
        let texture = try renderTexture(widget, scale: scale)
        defer { texture.unref() }

        var pngPath: String?
        if let pngName {
            let path = try TestOutput.file(named: "\(pngName).png").path
            guard gdk_texture_save_to_png(texture.pointer, path) != 0 else {
                throw HarnessError.pngNotSaved(path: path)
            }
            pngPath = path
        }
        return download(texture, pngPath: pngPath)
    }

    /// widget → paintable → snapshot → render node → texture. Every
    /// intermediate object is released here; the caller unrefs the texture.
    private static func renderTexture(_ widget: UnsafeMutablePointer<GtkWidget>, scale: Double) throws -> Texture {
        let width = Double(gtk_widget_get_width(widget))
        let height = Double(gtk_widget_get_height(widget))

        // A GtkWidgetPaintable draws the widget as it currently is, without
        // its window: the same render nodes GTK itself would draw.
        let paintable = Paintable(pointer: gtk_widget_paintable_new(widget))
        defer { paintable.unref() }

        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable.pointer, snapshot, width, height)
        // Consumes the snapshot. NULL when nothing was drawn.
        guard let nodePointer = gtk_snapshot_free_to_node(snapshot) else {
            throw HarnessError.renderedNothing
        }
        var node = RenderNode(pointer: nodePointer)
        if scale != 1 {
            let transform = gsk_transform_scale(nil, Float(scale), Float(scale))
            defer { gsk_transform_unref(transform) }
            let scaled = RenderNode(pointer: gsk_transform_node_new(node.pointer, transform))
            node.unref()
            node = scaled
        }
        defer { node.unref() }

        // The window's own renderer (Cairo under scripts/test.sh): the pixels
        // are then those the screen shows. A renderer made here instead would
        // need realizing and unrealizing around its use.
        let renderer = gtk_native_get_renderer(gtk_widget_get_native(widget))
        // An explicit viewport: the image is the widget's whole box, even
        // where the node draws nothing, so pixel coordinates are widget
        // coordinates.
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(width * scale), height: Float(height * scale)))
        guard let texturePointer = gsk_renderer_render_texture(renderer, node.pointer, &viewport) else {
            throw HarnessError.renderedNothing
        }
        return Texture(pointer: texturePointer)
    }

    private static func download(_ texture: Texture, pngPath: String?) -> RenderedImage {
        let width = Int(gdk_texture_get_width(texture.pointer))
        let height = Int(gdk_texture_get_height(texture.pointer))
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes { bytes in
            gdk_texture_download(
                texture.pointer,
                bytes.baseAddress?.assumingMemoryBound(to: guchar.self),
                gsize(width * 4))  // stride: rows are packed
        }
        return RenderedImage(width: width, height: height, argb32: pixels, pngPath: pngPath)
    }
}
