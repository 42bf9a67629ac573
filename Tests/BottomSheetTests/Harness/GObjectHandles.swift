import CGtk

// GTK's paintables, render nodes and textures all import into Swift as
// `OpaquePointer`, interchangeable to the compiler. These wrappers give each a
// type of its own, so a node cannot be passed where a texture is expected, and
// name the call that releases it. Plain values, not classes: the owner calls
// `unref()` explicitly (in a `defer`), because a deinit is nonisolated and
// could not be trusted to run on the GTK thread.

/// A `GdkPaintable *` owned by us (transfer full).
struct Paintable {
    let pointer: OpaquePointer

    func unref() { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}

/// A `GskRenderNode *` owned by us. Render nodes are not GObjects.
struct RenderNode {
    let pointer: OpaquePointer

    func unref() { gsk_render_node_unref(pointer) }
}

/// A `GdkTexture *` owned by us (transfer full).
struct Texture {
    let pointer: OpaquePointer

    func unref() { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}
