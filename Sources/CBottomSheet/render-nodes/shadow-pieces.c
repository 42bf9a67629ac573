/* The sheet's CSS box-shadow, drawn from pieces rendered once: see render-nodes.h. */
#include "render-nodes.h"
#include "gtk-versions.h"

#include <math.h>
#include <string.h>

/* The length of the tile of each side, repeated along it. */
#define TILE 16
/* Looks kept at once: a theme may stack several shadows, a new scale adds one. */
#define MAX_LOOKS 4
/* How deep in the sheet's own node its shadows are looked for: GTK puts the CSS
 * shadows among the first children of the widget's node. Its children's nodes
 * (the app's widgets) are not walked. */
#define MAX_DEPTH 3

typedef enum {
  PIECE_TOP_LEFT,
  PIECE_TOP,
  PIECE_TOP_RIGHT,
  PIECE_LEFT,
  PIECE_RIGHT,
  PIECE_BOTTOM_LEFT,
  PIECE_BOTTOM,
  PIECE_BOTTOM_RIGHT,
  N_PIECES
} Piece;

/* One shadow's look (all of it but the size of its outline) and its pieces. */
typedef struct {
  graphene_size_t corners[4];
  GdkRGBA         color;
  float           dx, dy, spread, blur;
  int             scale;
  /* How far the shadow reaches out of the outline on each side. */
  int             top, right, bottom, left;
  /* How far in from the node's bounds each corner piece reaches: past it, the
   * shadow is the same all along the side. */
  int             corner_top, corner_right, corner_bottom, corner_left;
  /* Each piece's image, and where in the piece it lies (the rest is transparent). */
  GskRenderNode        *pieces[N_PIECES];
  cairo_rectangle_int_t parts[N_PIECES];
  /* The pieces last placed around an outline, and that outline: GTK makes the sheet's
   * node again each frame it moves, with an equal shadow in it, and the same
   * placement serves. */
  GskRoundedRect        placed_outline;
  GskRenderNode        *placed_node;
} Look;

struct _BsShadowPieces {
  /* Most recently used first. */
  Look  *looks[MAX_LOOKS];
  guint  rendered;
};

BsShadowPieces *
bs_shadow_pieces_new (void)
{
  return g_new0 (BsShadowPieces, 1);
}

static void
look_free (Look *look)
{
  for (int i = 0; i < N_PIECES; i++)
    g_clear_pointer (&look->pieces[i], gsk_render_node_unref);
  g_clear_pointer (&look->placed_node, gsk_render_node_unref);
  g_free (look);
}

void
bs_shadow_pieces_free (BsShadowPieces *self)
{
  for (int i = 0; i < MAX_LOOKS; i++)
    if (self->looks[i])
      look_free (self->looks[i]);
  g_free (self);
}

guint
bs_shadow_pieces_get_rendered (BsShadowPieces *self)
{
  return self->rendered;
}

static gboolean
is_whole (float value)
{
  return value == floorf (value);
}

/* The shadow's geometry in whole pixels: its bounds and how far it reaches out of
 * its outline. FALSE when a part lies off the pixel grid, where pieces would be
 * resampled: the bounds, the outline, or the offset and spread that place the
 * shadow's edge (GTK rounds the bounds of a half-pixel spread out to whole pixels,
 * but the edge stays between two). */
static gboolean
whole_geometry (GskRenderNode         *shadow,
                cairo_rectangle_int_t *bounds,
                int                   *top,
                int                   *right,
                int                   *bottom,
                int                   *left)
{
  const GskRoundedRect *outline = gsk_outset_shadow_node_get_outline (shadow);
  graphene_rect_t b;

  gsk_render_node_get_bounds (shadow, &b);
  if (!is_whole (gsk_outset_shadow_node_get_dx (shadow)) || !is_whole (gsk_outset_shadow_node_get_dy (shadow))
      || !is_whole (gsk_outset_shadow_node_get_spread (shadow))
      || !is_whole (b.origin.x) || !is_whole (b.origin.y) || !is_whole (b.size.width) || !is_whole (b.size.height)
      || !is_whole (outline->bounds.origin.x) || !is_whole (outline->bounds.origin.y)
      || !is_whole (outline->bounds.size.width) || !is_whole (outline->bounds.size.height))
    return FALSE;
  *bounds = (cairo_rectangle_int_t) { b.origin.x, b.origin.y, b.size.width, b.size.height };
  *left = outline->bounds.origin.x - b.origin.x;
  *top = outline->bounds.origin.y - b.origin.y;
  *right = (b.origin.x + b.size.width) - (outline->bounds.origin.x + outline->bounds.size.width);
  *bottom = (b.origin.y + b.size.height) - (outline->bounds.origin.y + outline->bounds.size.height);
  return TRUE;
}

static gboolean
same_outline (const GskRoundedRect *a,
              const GskRoundedRect *b)
{
  for (int i = 0; i < 4; i++)
    if (!graphene_size_equal (&a->corner[i], &b->corner[i]))
      return FALSE;
  return graphene_rect_equal (&a->bounds, &b->bounds);
}

static gboolean
look_matches (const Look    *look,
              GskRenderNode *shadow,
              int            scale)
{
  const GskRoundedRect *outline = gsk_outset_shadow_node_get_outline (shadow);

  for (int i = 0; i < 4; i++)
    if (!graphene_size_equal (&look->corners[i], &outline->corner[i]))
      return FALSE;
  return look->scale == scale && gdk_rgba_equal (&look->color, gsk_outset_shadow_node_get_color (shadow))
         && look->dx == gsk_outset_shadow_node_get_dx (shadow) && look->dy == gsk_outset_shadow_node_get_dy (shadow)
         && look->spread == gsk_outset_shadow_node_get_spread (shadow)
         && look->blur == gsk_outset_shadow_node_get_blur_radius (shadow);
}

/* The part of @image (@scale device pixels per pixel) that is not transparent,
 * in whole pixels; empty when all of it is. A shadow reaches less far than GTK's
 * bounds for it (its blur fades to nothing first), and what is not drawn costs
 * nothing per frame. */
static cairo_rectangle_int_t
opaque_part (cairo_surface_t *image,
             int              scale)
{
  const guchar *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);
  int width = cairo_image_surface_get_width (image), height = cairo_image_surface_get_height (image);
  int left = width, top = height, right = -1, bottom = -1;

  for (int y = 0; y < height; y++)
    {
      const guint32 *row = (const guint32 *) (data + (gsize) y * stride);
      for (int x = 0; x < width; x++)
        if (row[x] >> 24)
          {
            left = MIN (left, x);
            right = MAX (right, x);
            top = MIN (top, y);
            bottom = MAX (bottom, y);
          }
    }
  if (right < 0)
    return (cairo_rectangle_int_t) { 0, 0, 0, 0 };
  left /= scale;
  top /= scale;
  right = (right + scale) / scale;
  bottom = (bottom + scale) / scale;
  return (cairo_rectangle_int_t) { left, top, right - left, bottom - top };
}

/* @shadow rendered by GTK at @scale, all of it at once: GTK blurs a side from
 * what lies within its clip, so a piece rendered alone would come out lighter. */
static cairo_surface_t *
render_whole (GskRenderNode *shadow,
              int            width,
              int            height,
              int            scale)
{
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (image, scale, scale);
  cr = cairo_create (image);
  gsk_render_node_draw (shadow, cr);
  cairo_destroy (cr);
  cairo_surface_flush (image);
  return image;
}

/* The piece at @rect of @whole (@scale device pixels per pixel): a node at the
 * origin holding the part of it that is not transparent (bs_image_node_new), which
 * lies at @part in @rect. NULL when all of it is. */
static GskRenderNode *
cut_piece (cairo_surface_t             *whole,
           const cairo_rectangle_int_t *rect,
           int                          scale,
           cairo_rectangle_int_t       *part)
{
  cairo_surface_t *image;
  GskRenderNode *piece;
  cairo_t *cr;

  *part = (cairo_rectangle_int_t) { 0, 0, 0, 0 };
  if (rect->width <= 0 || rect->height <= 0)
    return NULL;
  image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, rect->width * scale, rect->height * scale);
  cairo_surface_set_device_scale (image, scale, scale);
  cr = cairo_create (image);
  cairo_set_source_surface (cr, whole, -rect->x, -rect->y);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (image);
  *part = opaque_part (image, scale);
  if (part->width == 0)
    {
      cairo_surface_destroy (image);
      return NULL;
    }

  piece = bs_image_node_new (image, part->x, part->y, part->width, part->height);
  cairo_surface_destroy (image);
  return piece;
}

/* Where each piece lies in bounds @width × @height at (@x, @y): the corners in
 * their corners, each side's tile (TILE long) where the side starts. */
static void
piece_rects (const Look            *look,
             int                    x,
             int                    y,
             int                    width,
             int                    height,
             cairo_rectangle_int_t  rects[N_PIECES])
{
  int right_edge = x + width, bottom_edge = y + height;

  rects[PIECE_TOP_LEFT] = (cairo_rectangle_int_t) { x, y, look->corner_left, look->corner_top };
  rects[PIECE_TOP] = (cairo_rectangle_int_t) { x + look->corner_left, y, TILE, look->top };
  rects[PIECE_TOP_RIGHT] = (cairo_rectangle_int_t) {
    right_edge - look->corner_right, y, look->corner_right, look->corner_top };
  rects[PIECE_LEFT] = (cairo_rectangle_int_t) { x, y + look->corner_top, look->left, TILE };
  rects[PIECE_RIGHT] = (cairo_rectangle_int_t) { right_edge - look->right, y + look->corner_top, look->right, TILE };
  rects[PIECE_BOTTOM_LEFT] = (cairo_rectangle_int_t) {
    x, bottom_edge - look->corner_bottom, look->corner_left, look->corner_bottom };
  rects[PIECE_BOTTOM] = (cairo_rectangle_int_t) {
    x + look->corner_left, bottom_edge - look->bottom, TILE, look->bottom };
  rects[PIECE_BOTTOM_RIGHT] = (cairo_rectangle_int_t) {
    right_edge - look->corner_right, bottom_edge - look->corner_bottom, look->corner_right, look->corner_bottom };
}

/* Renders the pieces of @shadow's look: a shadow like it around an outline just
 * big enough for its corners and one tile of each side. NULL when GTK's shadow of
 * that outline does not lie on the pixel grid either. */
static Look *
look_new (GskRenderNode *shadow,
          int            scale)
{
  const GskRoundedRect *outline = gsk_outset_shadow_node_get_outline (shadow);
  const graphene_size_t *r = outline->corner;
  Look *look = g_new0 (Look, 1);
  GskRoundedRect small;
  GskRenderNode *model;
  cairo_surface_t *whole;
  cairo_rectangle_int_t bounds, rects[N_PIECES];
  int width, height, top, right, bottom, left;

  memcpy (look->corners, r, sizeof look->corners);
  look->color = *gsk_outset_shadow_node_get_color (shadow);
  look->dx = gsk_outset_shadow_node_get_dx (shadow);
  look->dy = gsk_outset_shadow_node_get_dy (shadow);
  look->spread = gsk_outset_shadow_node_get_spread (shadow);
  look->blur = gsk_outset_shadow_node_get_blur_radius (shadow);
  look->scale = scale;
  whole_geometry (shadow, &bounds, &look->top, &look->right, &look->bottom, &look->left);
  look->corner_left = bs_shadow_corner_reach (look->left, look->dx,
                                              MAX (r[GSK_CORNER_TOP_LEFT].width, r[GSK_CORNER_BOTTOM_LEFT].width),
                                              look->spread);
  look->corner_right = bs_shadow_corner_reach (look->right, look->dx,
                                               MAX (r[GSK_CORNER_TOP_RIGHT].width, r[GSK_CORNER_BOTTOM_RIGHT].width),
                                               look->spread);
  look->corner_top = bs_shadow_corner_reach (look->top, look->dy,
                                             MAX (r[GSK_CORNER_TOP_LEFT].height, r[GSK_CORNER_TOP_RIGHT].height),
                                             look->spread);
  look->corner_bottom = bs_shadow_corner_reach (look->bottom, look->dy,
                                                MAX (r[GSK_CORNER_BOTTOM_LEFT].height,
                                                     r[GSK_CORNER_BOTTOM_RIGHT].height),
                                                look->spread);

  width = look->corner_left + TILE + look->corner_right;
  height = look->corner_top + TILE + look->corner_bottom;
  small = *outline;
  graphene_rect_init (&small.bounds, look->left, look->top, width - look->left - look->right,
                      height - look->top - look->bottom);
  model = gsk_outset_shadow_node_new (&small, &look->color, look->dx, look->dy, look->spread, look->blur);
  if (!whole_geometry (model, &bounds, &top, &right, &bottom, &left)
      || bounds.x != 0 || bounds.y != 0 || bounds.width != width || bounds.height != height)
    {
      gsk_render_node_unref (model);
      look_free (look);
      return NULL;
    }
  whole = render_whole (model, width, height, scale);
  piece_rects (look, 0, 0, width, height, rects);
  for (int i = 0; i < N_PIECES; i++)
    look->pieces[i] = cut_piece (whole, &rects[i], scale, &look->parts[i]);
  cairo_surface_destroy (whole);
  gsk_render_node_unref (model);
  return look;
}

/* The look of @shadow at @scale, moved to the front; rendered when new. */
static Look *
find_look (BsShadowPieces *self,
           GskRenderNode  *shadow,
           int             scale)
{
  Look *look = NULL;
  int at;

  for (at = 0; at < MAX_LOOKS && self->looks[at]; at++)
    if (look_matches (self->looks[at], shadow, scale))
      {
        look = self->looks[at];
        break;
      }
  if (look == NULL)
    {
      look = look_new (shadow, scale);
      if (look == NULL)
        return NULL;
      self->rendered++;
      at = MAX_LOOKS - 1;
      if (self->looks[at])
        look_free (self->looks[at]);
    }
  memmove (&self->looks[1], &self->looks[0], at * sizeof (Look *));
  self->looks[0] = look;
  return look;
}

/* @piece (at the origin) placed at @at. */
static GskRenderNode *
placed (GskRenderNode *piece,
        int            x,
        int            y)
{
  GskTransform *at = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, y));
  GskRenderNode *node = gsk_transform_node_new (piece, at);

  gsk_transform_unref (at);
  return node;
}

/* A side's tile @piece, its image at @part in the tile at @tile, repeated over
 * @length along the side (across when @across), for drawing at @scale. */
static GskRenderNode *
side_node (GskRenderNode               *piece,
           const cairo_rectangle_int_t *part,
           const cairo_rectangle_int_t *tile,
           int                          length,
           gboolean                     across,
           int                          scale)
{
  int x = tile->x + part->x, y = tile->y + part->y;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (x, y, across ? length : part->width, across ? part->height : length);
  GskRenderNode *child = placed (piece, x, y);
  GskRenderNode *node = bs_repeat_node_new (&bounds, child, &GRAPHENE_RECT_INIT (x, y, part->width, part->height), scale);

  gsk_render_node_unref (child);
  return node;
}

/* @shadow drawn from its look's pieces, or NULL to leave it to GTK. */
static GskRenderNode *
pieces_node (BsShadowPieces *self,
             GskRenderNode  *shadow,
             int             scale)
{
  cairo_rectangle_int_t bounds, rects[N_PIECES];
  GskRenderNode *nodes[N_PIECES], *node;
  int top, right, bottom, left, across, down;
  guint n = 0;
  Look *look;

  if (gdk_rgba_is_clear (gsk_outset_shadow_node_get_color (shadow))
      || !whole_geometry (shadow, &bounds, &top, &right, &bottom, &left))
    return NULL;
  look = find_look (self, shadow, scale);
  if (look == NULL)
    return NULL;
  across = bounds.width - look->corner_left - look->corner_right;
  down = bounds.height - look->corner_top - look->corner_bottom;
  if (across < 0 || down < 0)
    return NULL;
  if (look->placed_node && same_outline (&look->placed_outline, gsk_outset_shadow_node_get_outline (shadow)))
    return gsk_render_node_ref (look->placed_node);
  piece_rects (look, bounds.x, bounds.y, bounds.width, bounds.height, rects);
  for (int i = 0; i < N_PIECES; i++)
    {
      const cairo_rectangle_int_t *part = &look->parts[i];

      if (look->pieces[i] == NULL)
        continue;
      if (i == PIECE_TOP || i == PIECE_BOTTOM)
        {
          if (across > 0)
            nodes[n++] = side_node (look->pieces[i], part, &rects[i], across, TRUE, scale);
        }
      else if (i == PIECE_LEFT || i == PIECE_RIGHT)
        {
          if (down > 0)
            nodes[n++] = side_node (look->pieces[i], part, &rects[i], down, FALSE, scale);
        }
      else
        nodes[n++] = placed (look->pieces[i], rects[i].x + part->x, rects[i].y + part->y);
    }
  node = gsk_container_node_new (nodes, n);
  for (guint i = 0; i < n; i++)
    gsk_render_node_unref (nodes[i]);
  g_clear_pointer (&look->placed_node, gsk_render_node_unref);
  look->placed_node = gsk_render_node_ref (node);
  look->placed_outline = *gsk_outset_shadow_node_get_outline (shadow);
  return node;
}

static GskRenderNode *
replace (BsShadowPieces *self,
         GskRenderNode  *node,
         int             scale,
         int             depth)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_OUTSET_SHADOW_NODE:
      {
        GskRenderNode *pieces = pieces_node (self, node, scale);
        return pieces ? pieces : gsk_render_node_ref (node);
      }
    case GSK_CONTAINER_NODE:
      {
        guint n = gsk_container_node_get_n_children (node);
        GskRenderNode **children;
        gboolean changed = FALSE;
        GskRenderNode *result;

        if (depth >= MAX_DEPTH)
          return gsk_render_node_ref (node);
        children = g_new (GskRenderNode *, n);
        for (guint i = 0; i < n; i++)
          {
            children[i] = replace (self, gsk_container_node_get_child (node, i), scale, depth + 1);
            changed |= children[i] != gsk_container_node_get_child (node, i);
          }
        result = changed ? gsk_container_node_new (children, n) : gsk_render_node_ref (node);
        for (guint i = 0; i < n; i++)
          gsk_render_node_unref (children[i]);
        g_free (children);
        return result;
      }
    default:
      return gsk_render_node_ref (node);
    }
}

GskRenderNode *
bs_shadow_pieces_replace (BsShadowPieces *self,
                          GskRenderNode  *node,
                          int             scale)
{
  return replace (self, node, MAX (scale, 1), 0);
}
