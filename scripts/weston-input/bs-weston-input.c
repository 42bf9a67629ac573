/*
 * bs-weston-input.c: a weston module that gives the headless compositor of the
 * Wayland test sessions (scripts/wayland-session.sh) an input seat — a pointer with
 * wheel and side buttons, a keyboard and a multi-touch touchscreen — and drives it
 * from commands that tests write to a Unix socket.
 *
 * Why it exists: there is no xdotool for Wayland, the headless backend has no input
 * devices, and Debian does not install the test module weston's own test suite uses
 * to send input. Real pointer, key and touch events on Wayland therefore need a module
 * of the project's own. It builds against weston 10 (Debian 12), weston 14 (Debian
 * 13) and weston 16 (Debian testing), with meson (meson.build, through build.sh);
 * weston loads it with `--modules=/absolute/path/bs-weston-input.so`.
 *
 * The socket's path comes from the environment variable BS_INPUT_SOCKET. Any number
 * of clients may connect; each writes newline-terminated commands and gets exactly
 * one line back per command: `ok`, `ok VALUES…` or `error MESSAGE`.
 *
 *   motion X Y                    pointer moves to (X, Y)
 *   button CODE pressed|released  evdev button code, 272 (BTN_LEFT) … 279
 *   wheel DX DY                   mouse wheel, whole notches (DY > 0: down)
 *   scroll DX DY                  touchpad (finger) scroll by (DX, DY) pixels
 *   scroll-stop                   the end of a finger scroll
 *   key CODE pressed|released     evdev key code
 *   touch-down ID X Y             touch point ID (0 … 31) goes down at (X, Y)
 *   touch-motion ID X Y           touch point ID moves to (X, Y)
 *   touch-up ID                   touch point ID lifts
 *   touch-cancel                  the compositor takes over all touch points
 *   focus                         → `ok X Y W H`: the focused surface's global
 *                                 origin and its size
 *
 * Coordinates are surface-local coordinates of the surface that has the seat's
 * keyboard focus (the active window), so tests need not know where the shell placed
 * the window. While a popup with a grab (a GTK popover or menu) is open, weston 14
 * gives the keyboard focus to the popup's surface, weston 10 leaves it on the window:
 * `focus` tells which surface it is.
 */
#define _GNU_SOURCE /* accept4 */

#include <errno.h>
#include <linux/input-event-codes.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include <libweston/libweston.h>
#include <libweston/version.h>
#include <wayland-server.h>

/*
 * libweston exports the functions its input backends call, but declares them in
 * libweston/backend.h, which Debian's libweston-N-dev does not install. The
 * declarations below are therefore the module's own, written from weston's sources of
 * each version; they must match libweston exactly, so only the versions they were
 * checked against are accepted.
 */
#if WESTON_VERSION_MAJOR != 10 && WESTON_VERSION_MAJOR != 14 && WESTON_VERSION_MAJOR != 16
#error "bs-weston-input.c declares libweston's backend functions for weston 10, 14 and 16 only"
#endif

void weston_seat_init(struct weston_seat *seat, struct weston_compositor *ec,
                      const char *seat_name);
void weston_seat_release(struct weston_seat *seat);
int weston_seat_init_pointer(struct weston_seat *seat);
int weston_seat_init_keyboard(struct weston_seat *seat, struct xkb_keymap *keymap);
int weston_seat_init_touch(struct weston_seat *seat);
struct weston_touch_device *
weston_touch_create_touch_device(struct weston_touch *touch, const char *syspath,
                                 void *backend_data,
                                 const struct weston_touch_device_ops *ops);
void weston_touch_device_destroy(struct weston_touch_device *device);

void notify_axis_source(struct weston_seat *seat, uint32_t source);
void notify_pointer_frame(struct weston_seat *seat);
void notify_touch_frame(struct weston_touch_device *device);
void notify_touch_cancel(struct weston_touch_device *device);

#if WESTON_VERSION_MAJOR >= 16
/* Weston 16 passes each input event as a struct of its own (libweston.h's
 * weston_*_event, made by weston_*_event_init), and absolute motion as notify_motion
 * with WESTON_POINTER_MOTION_ABS. */
void notify_button(const struct weston_pointer_button_event *event);
void notify_axis(const struct weston_pointer_axis_event *event);
void notify_key(const struct weston_key_event *event);
void notify_motion(const struct weston_pointer_motion_event *event);
void notify_touch_normalized(const struct weston_touch_event *event,
                             const struct weston_point2d_device_normalized *norm);
#else
void notify_button(struct weston_seat *seat, const struct timespec *time,
                   int32_t button, enum wl_pointer_button_state state);
void notify_axis(struct weston_seat *seat, const struct timespec *time,
                 struct weston_pointer_axis_event *event);
void notify_key(struct weston_seat *seat, const struct timespec *time, uint32_t key,
                enum wl_keyboard_key_state state,
                enum weston_key_state_update update_state);
#endif

#if WESTON_VERSION_MAJOR == 10
void notify_motion_absolute(struct weston_seat *seat, const struct timespec *time,
                            double x, double y);
void notify_touch_normalized(struct weston_touch_device *device,
                             const struct timespec *time, int touch_id, double x,
                             double y,
                             const struct weston_point2d_device_normalized *norm,
                             int touch_type);
#elif WESTON_VERSION_MAJOR == 14
void notify_motion_absolute(struct weston_seat *seat, const struct timespec *time,
                            struct weston_coord_global pos);
void notify_touch_normalized(struct weston_touch_device *device,
                             const struct timespec *time, int touch_id,
                             const struct weston_coord_global *pos,
                             const struct weston_point2d_device_normalized *norm,
                             int touch_type);
#endif

/* Weston 12 moved coordinates into struct weston_coord_*: the few calls that differ. */

static void
surface_to_global(struct weston_view *view, double sx, double sy, double *x, double *y)
{
    weston_view_update_transform(view);
#if WESTON_VERSION_MAJOR == 10
    float fx, fy;
    weston_view_to_global_float(view, (float)sx, (float)sy, &fx, &fy);
    *x = fx;
    *y = fy;
#else
    struct weston_coord_global pos = weston_coord_surface_to_global(
        view, weston_coord_surface(sx, sy, view->surface));
    *x = pos.c.x;
    *y = pos.c.y;
#endif
}

static void
send_motion(struct weston_seat *seat, const struct timespec *time, double x, double y)
{
#if WESTON_VERSION_MAJOR == 10
    notify_motion_absolute(seat, time, x, y);
#elif WESTON_VERSION_MAJOR == 14
    notify_motion_absolute(seat, time, (struct weston_coord_global){ .c = weston_coord(x, y) });
#else
    struct weston_pointer_motion_event event;
    struct weston_coord_global pos = { .c = weston_coord(x, y) };
    struct timespec at = *time;

    weston_pointer_motion_event_init(&event, &at, seat, WESTON_POINTER_MOTION_ABS, &pos, NULL, NULL);
    notify_motion(&event);
#endif
}

static void
send_button(struct weston_seat *seat, const struct timespec *time, uint32_t button, bool pressed)
{
    enum wl_pointer_button_state state =
        pressed ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED;
#if WESTON_VERSION_MAJOR >= 16
    struct weston_pointer_button_event event;
    struct timespec at = *time;

    weston_pointer_button_event_init(&event, &at, seat, button, state);
    notify_button(&event);
#else
    notify_button(seat, time, (int32_t)button, state);
#endif
}

static void
send_key(struct weston_seat *seat, const struct timespec *time, uint32_t key, bool pressed)
{
    enum wl_keyboard_key_state state =
        pressed ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED;
#if WESTON_VERSION_MAJOR >= 16
    struct weston_key_event event;
    struct timespec at = *time;

    weston_key_event_init(&event, &at, seat, key, state, STATE_UPDATE_AUTOMATIC);
    notify_key(&event);
#else
    notify_key(seat, time, key, state, STATE_UPDATE_AUTOMATIC);
#endif
}

/* A touchscreen without calibration support (no ops) takes no normalized position;
 * weston 14 also insists on no position at all for WL_TOUCH_UP. */
static void
send_touch(struct weston_touch_device *device, const struct timespec *time, int id,
           double x, double y, int type)
{
#if WESTON_VERSION_MAJOR == 10
    notify_touch_normalized(device, time, id, x, y, NULL, type);
#elif WESTON_VERSION_MAJOR == 14
    struct weston_coord_global pos = { .c = weston_coord(x, y) };
    notify_touch_normalized(device, time, id, type == WL_TOUCH_UP ? NULL : &pos, NULL,
                            type);
#else
    struct weston_touch_event event;
    struct weston_coord_global pos = { .c = weston_coord(x, y) };
    struct timespec at = *time;

    weston_touch_event_init(&event, &at, device->aggregate->seat, device, type, id,
                            type == WL_TOUCH_UP ? NULL : &pos);
    notify_touch_normalized(&event, NULL);
#endif
}

enum {
    MAX_LINE = 256,          /* the longest command taken */
    MAX_PENDING_OUT = 65536, /* unsent answers beyond which a client is not read */
    MAX_TOUCH_ID = 31,       /* touch points are tracked in a 32-bit mask */
};

struct input {
    struct weston_compositor *compositor;
    struct weston_seat seat;
    struct weston_touch_device *touch_device;
    struct wl_listener compositor_destroy;
    char *socket_path;
    int listen_fd;
    struct wl_event_source *listen_source;
    struct wl_list clients; /* struct client::link */
    /* Weston does not check that a release matches a press: an unmatched button
     * release wraps its button count, and an unmatched touch up or a second down of
     * the same point upsets its count of points down. The module checks both. */
    uint32_t buttons_down; /* bit n: button BTN_MOUSE + n */
    uint32_t touches_down; /* bit n: touch point n */
};

struct client {
    struct input *input;
    struct wl_list link;
    int fd;
    struct wl_event_source *source;
    char in[MAX_LINE];
    size_t in_len;
    bool skipping_long_line;
    char *out;
    size_t out_len, out_cap;
    bool eof, broken;
};

/* ---- Commands ---- */

static bool
parse_double(const char *text, double *value)
{
    char *end;
    errno = 0;
    *value = strtod(text, &end);
    return end != text && *end == '\0' && errno == 0 && isfinite(*value);
}

static bool
parse_int(const char *text, long min, long max, long *value)
{
    char *end;
    errno = 0;
    *value = strtol(text, &end, 10);
    return end != text && *end == '\0' && errno == 0 && *value >= min && *value <= max;
}

static bool
parse_state(const char *text, bool *pressed)
{
    if (strcmp(text, "pressed") == 0)
        *pressed = true;
    else if (strcmp(text, "released") == 0)
        *pressed = false;
    else
        return false;
    return true;
}

static struct timespec
now(void)
{
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time;
}

/* The view of the surface with the keyboard focus, or NULL with *error set. */
static struct weston_view *
focused_view(struct input *input, const char **error)
{
    struct weston_keyboard *keyboard = weston_seat_get_keyboard(&input->seat);
    struct weston_view *view, *any = NULL;

    if (!keyboard || !keyboard->focus) {
        *error = "no surface has the keyboard focus";
        return NULL;
    }
    wl_list_for_each(view, &keyboard->focus->views, surface_link) {
        if (weston_view_is_mapped(view))
            return view;
        any = any ? any : view;
    }
    if (!any)
        *error = "the focused surface has no view";
    return any;
}

/* Surface-local (argv[0], argv[1]) in global coordinates; NULL or an error. */
static const char *
global_point(struct input *input, char **argv, double *x, double *y)
{
    const char *error = NULL;
    double sx, sy;
    struct weston_view *view;

    if (!parse_double(argv[0], &sx) || !parse_double(argv[1], &sy))
        return "coordinates must be finite numbers";
    view = focused_view(input, &error);
    if (!view)
        return error;
    surface_to_global(view, sx, sy, x, y);
    return NULL;
}

static void
send_axis(struct weston_seat *seat, const struct timespec *time, uint32_t axis,
          double value, bool discrete, int32_t notches)
{
#if WESTON_VERSION_MAJOR >= 16
    struct weston_pointer_axis_event event;
    struct timespec at = *time;

    weston_pointer_axis_event_init(&event, &at, seat, axis, value, discrete, notches);
    notify_axis(&event);
#else
    struct weston_pointer_axis_event event = {
        .axis = axis,
        .value = value,
        .has_discrete = discrete,
        .discrete = notches,
    };
    notify_axis(seat, time, &event);
#endif
}

/*
 * Ends every touch point the way a compositor taking over a touch sequence does.
 * notify_touch_cancel() only cancels an active compositor grab (a shell's touch move,
 * say): weston's default grab does nothing with it, so clients never see
 * wl_touch.cancel and weston keeps counting the points as down. The module therefore
 * sends wl_touch.cancel to the focused client itself, drops the touch focus, and
 * then lifts the points inside weston, which — without a focus — tells no client.
 */
static void
cancel_touches(struct input *input)
{
    struct weston_touch *touch = weston_seat_get_touch(&input->seat);
    struct timespec time = now();
    struct wl_resource *resource;

    notify_touch_cancel(input->touch_device);
    if (touch->focus) {
        wl_resource_for_each(resource, &touch->focus_resource_list)
            wl_touch_send_cancel(resource);
        weston_touch_set_focus(touch, NULL);
    }
    for (int id = 0; id <= MAX_TOUCH_ID; id++) {
        if (input->touches_down & (UINT32_C(1) << id))
            send_touch(input->touch_device, &time, id, 0, 0, WL_TOUCH_UP);
    }
    input->touches_down = 0;
}

/* Runs one command; writes the answer (without newline) to answer. */
static void
run_command(struct input *input, int argc, char **argv, char *answer, size_t size)
{
    struct weston_seat *seat = &input->seat;
    struct timespec time = now();
    const char *command = argc > 0 ? argv[0] : "";
    const char *error = NULL;
    double x, y;
    long code, id, dx, dy;
    bool pressed;

#define EXPECT_ARGS(n, usage)                                                        \
    do {                                                                             \
        if (argc != (n) + 1) {                                                       \
            snprintf(answer, size, "error usage: %s", usage);                      \
            return;                                                                  \
        }                                                                            \
    } while (0)
#define FAIL(message)                                                                \
    do {                                                                             \
        snprintf(answer, size, "error %s", message);                               \
        return;                                                                      \
    } while (0)

    snprintf(answer, size, "ok");

    if (argc == 0) {
        FAIL("empty command");
    } else if (strcmp(command, "motion") == 0) {
        EXPECT_ARGS(2, "motion X Y");
        if ((error = global_point(input, argv + 1, &x, &y)))
            FAIL(error);
        send_motion(seat, &time, x, y);
        notify_pointer_frame(seat);
    } else if (strcmp(command, "button") == 0) {
        EXPECT_ARGS(2, "button CODE pressed|released");
        if (!parse_int(argv[1], BTN_MOUSE, BTN_TASK, &code))
            FAIL("button CODE must be an evdev button code from 272 to 279");
        if (!parse_state(argv[2], &pressed))
            FAIL("button state must be pressed or released");
        uint32_t bit = UINT32_C(1) << (code - BTN_MOUSE);
        if (pressed && (input->buttons_down & bit))
            FAIL("that button is already pressed");
        if (!pressed && !(input->buttons_down & bit))
            FAIL("that button is not pressed");
        input->buttons_down ^= bit;
        send_button(seat, &time, (uint32_t)code, pressed);
        notify_pointer_frame(seat);
    } else if (strcmp(command, "wheel") == 0) {
        EXPECT_ARGS(2, "wheel DX DY");
        if (!parse_int(argv[1], -1000, 1000, &dx) || !parse_int(argv[2], -1000, 1000, &dy))
            FAIL("wheel notches must be integers from -1000 to 1000");
        if (dx == 0 && dy == 0)
            FAIL("wheel needs a non-zero notch count");
        /* As weston's libinput backend reports a mouse wheel: 10 per notch (the
         * value libinput once gave per click) with the notch count as discrete
         * steps, vertical axis first. */
        notify_axis_source(seat, WL_POINTER_AXIS_SOURCE_WHEEL);
        if (dy != 0)
            send_axis(seat, &time, WL_POINTER_AXIS_VERTICAL_SCROLL, 10.0 * dy, true,
                      (int32_t)dy);
        if (dx != 0)
            send_axis(seat, &time, WL_POINTER_AXIS_HORIZONTAL_SCROLL, 10.0 * dx, true,
                      (int32_t)dx);
        notify_pointer_frame(seat);
    } else if (strcmp(command, "scroll") == 0) {
        double sdx, sdy;
        EXPECT_ARGS(2, "scroll DX DY");
        if (!parse_double(argv[1], &sdx) || !parse_double(argv[2], &sdy))
            FAIL("scroll deltas must be finite numbers");
        if (sdx == 0 && sdy == 0)
            FAIL("scroll needs a non-zero delta (scroll-stop ends a scroll)");
        notify_axis_source(seat, WL_POINTER_AXIS_SOURCE_FINGER);
        if (sdy != 0)
            send_axis(seat, &time, WL_POINTER_AXIS_VERTICAL_SCROLL, sdy, false, 0);
        if (sdx != 0)
            send_axis(seat, &time, WL_POINTER_AXIS_HORIZONTAL_SCROLL, sdx, false, 0);
        notify_pointer_frame(seat);
    } else if (strcmp(command, "scroll-stop") == 0) {
        EXPECT_ARGS(0, "scroll-stop");
        /* A zero value is what weston turns into wl_pointer.axis_stop. */
        notify_axis_source(seat, WL_POINTER_AXIS_SOURCE_FINGER);
        send_axis(seat, &time, WL_POINTER_AXIS_VERTICAL_SCROLL, 0, false, 0);
        send_axis(seat, &time, WL_POINTER_AXIS_HORIZONTAL_SCROLL, 0, false, 0);
        notify_pointer_frame(seat);
    } else if (strcmp(command, "key") == 0) {
        EXPECT_ARGS(2, "key CODE pressed|released");
        if (!parse_int(argv[1], 1, KEY_MAX, &code))
            FAIL("key CODE must be an evdev key code from 1 to 767");
        if (!parse_state(argv[2], &pressed))
            FAIL("key state must be pressed or released");
        send_key(seat, &time, (uint32_t)code, pressed);
    } else if (strcmp(command, "touch-down") == 0 ||
               strcmp(command, "touch-motion") == 0) {
        bool down = strcmp(command, "touch-down") == 0;
        EXPECT_ARGS(3, down ? "touch-down ID X Y" : "touch-motion ID X Y");
        if (!parse_int(argv[1], 0, MAX_TOUCH_ID, &id))
            FAIL("touch ID must be an integer from 0 to 31");
        uint32_t bit = UINT32_C(1) << id;
        if (down && (input->touches_down & bit))
            FAIL("that touch point is already down");
        if (!down && !(input->touches_down & bit))
            FAIL("that touch point is not down");
        if ((error = global_point(input, argv + 2, &x, &y)))
            FAIL(error);
        input->touches_down |= bit;
        send_touch(input->touch_device, &time, (int)id, x, y,
                   down ? WL_TOUCH_DOWN : WL_TOUCH_MOTION);
        notify_touch_frame(input->touch_device);
    } else if (strcmp(command, "touch-up") == 0) {
        EXPECT_ARGS(1, "touch-up ID");
        if (!parse_int(argv[1], 0, MAX_TOUCH_ID, &id))
            FAIL("touch ID must be an integer from 0 to 31");
        uint32_t bit = UINT32_C(1) << id;
        if (!(input->touches_down & bit))
            FAIL("that touch point is not down");
        input->touches_down &= ~bit;
        send_touch(input->touch_device, &time, (int)id, 0, 0, WL_TOUCH_UP);
        notify_touch_frame(input->touch_device);
    } else if (strcmp(command, "touch-cancel") == 0) {
        EXPECT_ARGS(0, "touch-cancel");
        cancel_touches(input);
    } else if (strcmp(command, "focus") == 0) {
        EXPECT_ARGS(0, "focus");
        struct weston_view *view = focused_view(input, &error);
        if (!view)
            FAIL(error);
        surface_to_global(view, 0, 0, &x, &y);
        snprintf(answer, size, "ok %.10g %.10g %d %d", x, y,
                 (int)view->surface->width, (int)view->surface->height);
    } else {
        FAIL("unknown command (motion, button, wheel, scroll, scroll-stop, key, "
             "touch-down, touch-motion, touch-up, touch-cancel, focus)");
    }
#undef EXPECT_ARGS
#undef FAIL
}

/* ---- Clients ---- */

static void
client_destroy(struct client *client)
{
    wl_list_remove(&client->link);
    wl_event_source_remove(client->source);
    close(client->fd);
    free(client->out);
    free(client);
}

/* Sends what can be sent now; the rest waits for the socket to become writable. */
static void
client_flush(struct client *client)
{
    while (client->out_len > 0 && !client->broken) {
        ssize_t sent = send(client->fd, client->out, client->out_len, MSG_NOSIGNAL);
        if (sent < 0) {
            if (errno == EINTR)
                continue;
            if (errno != EAGAIN && errno != EWOULDBLOCK)
                client->broken = true;
            return;
        }
        memmove(client->out, client->out + sent, client->out_len - (size_t)sent);
        client->out_len -= (size_t)sent;
    }
}

static void
client_answer(struct client *client, const char *line)
{
    size_t length = strlen(line) + 1;

    if (client->broken)
        return;
    if (client->out_len + length > client->out_cap) {
        size_t cap = client->out_cap ? client->out_cap : 1024;
        while (cap < client->out_len + length)
            cap *= 2;
        char *out = realloc(client->out, cap);
        if (!out) {
            client->broken = true;
            return;
        }
        client->out = out;
        client->out_cap = cap;
    }
    memcpy(client->out + client->out_len, line, length - 1);
    client->out[client->out_len + length - 1] = '\n';
    client->out_len += length;
    client_flush(client);
}

static void
client_run_line(struct client *client, char *line)
{
    char *argv[8], *save = NULL, *word;
    int argc = 0;
    char answer[256];

    for (word = strtok_r(line, " \t\r", &save); word; word = strtok_r(NULL, " \t\r", &save)) {
        if (argc == (int)(sizeof argv / sizeof argv[0])) {
            client_answer(client, "error too many arguments");
            return;
        }
        argv[argc++] = word;
    }
    run_command(client->input, argc, argv, answer, sizeof answer);
    client_answer(client, answer);
}

/* Reads what has arrived and runs every complete line. */
static void
client_read(struct client *client)
{
    for (;;) {
        ssize_t got = recv(client->fd, client->in + client->in_len,
                           MAX_LINE - client->in_len, 0);
        if (got == 0) {
            client->eof = true;
            return;
        }
        if (got < 0) {
            if (errno == EINTR)
                continue;
            if (errno != EAGAIN && errno != EWOULDBLOCK)
                client->broken = true;
            return;
        }
        client->in_len += (size_t)got;

        char *start = client->in, *end = client->in + client->in_len, *newline;
        while ((newline = memchr(start, '\n', (size_t)(end - start)))) {
            *newline = '\0';
            if (client->skipping_long_line)
                client->skipping_long_line = false;
            else
                client_run_line(client, start);
            start = newline + 1;
        }
        client->in_len = (size_t)(end - start);
        memmove(client->in, start, client->in_len);
        if (client->in_len == MAX_LINE) {
            /* One answer for the whole line; its rest is dropped up to its newline. */
            if (!client->skipping_long_line)
                client_answer(client, "error line too long");
            client->skipping_long_line = true;
            client->in_len = 0;
        }
        if (client->broken || client->out_len > MAX_PENDING_OUT)
            return;
    }
}

static int
client_event(int fd, uint32_t mask, void *data)
{
    struct client *client = data;
    (void)fd;

    if (mask & WL_EVENT_WRITABLE)
        client_flush(client);
    if ((mask & (WL_EVENT_READABLE | WL_EVENT_HANGUP | WL_EVENT_ERROR)) &&
        client->out_len <= MAX_PENDING_OUT && !client->eof)
        client_read(client);

    if (client->broken || (client->eof && client->out_len == 0)) {
        client_destroy(client);
        return 0;
    }
    uint32_t wanted = 0;
    if (!client->eof && client->out_len <= MAX_PENDING_OUT)
        wanted |= WL_EVENT_READABLE;
    if (client->out_len > 0)
        wanted |= WL_EVENT_WRITABLE;
    wl_event_source_fd_update(client->source, wanted);
    return 0;
}

static int
listen_event(int fd, uint32_t mask, void *data)
{
    struct input *input = data;
    struct wl_event_loop *loop =
        wl_display_get_event_loop(input->compositor->wl_display);
    (void)mask;

    for (;;) {
        int client_fd = accept4(fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (client_fd < 0) {
            if (errno == EINTR || errno == ECONNABORTED)
                continue;
            if (errno != EAGAIN && errno != EWOULDBLOCK)
                weston_log("bs-weston-input: accept: %s\n", strerror(errno));
            return 0;
        }
        struct client *client = calloc(1, sizeof *client);
        if (client)
            client->source = wl_event_loop_add_fd(loop, client_fd, WL_EVENT_READABLE,
                                                  client_event, client);
        if (!client || !client->source) {
            weston_log("bs-weston-input: error: out of memory for a client\n");
            free(client);
            close(client_fd);
            continue;
        }
        client->input = input;
        client->fd = client_fd;
        wl_list_insert(&input->clients, &client->link);
    }
}

/* ---- Set-up and tear-down ---- */

static int
listen_on(const char *path)
{
    struct sockaddr_un address = { .sun_family = AF_UNIX };
    int fd;

    if (strlen(path) >= sizeof address.sun_path) {
        weston_log("bs-weston-input: error: socket path too long: %s\n", path);
        return -1;
    }
    strcpy(address.sun_path, path);
    fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0 || bind(fd, (struct sockaddr *)&address, sizeof address) < 0 ||
        listen(fd, 16) < 0) {
        weston_log("bs-weston-input: error: cannot listen on %s: %s\n", path,
                   strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    return fd;
}

static void
input_destroy(struct input *input)
{
    struct client *client, *next;

    wl_list_for_each_safe(client, next, &input->clients, link)
        client_destroy(client);
    if (input->listen_source)
        wl_event_source_remove(input->listen_source);
    if (input->listen_fd >= 0) {
        close(input->listen_fd);
        unlink(input->socket_path);
    }
    /* The touch device first: releasing the seat frees the touch it belongs to. */
    if (input->touch_device)
        weston_touch_device_destroy(input->touch_device);
    if (input->seat.compositor)
        weston_seat_release(&input->seat);
    free(input->socket_path);
    free(input);
}

static void
handle_compositor_destroy(struct wl_listener *listener, void *data)
{
    struct input *input = wl_container_of(listener, input, compositor_destroy);
    (void)data;

    wl_list_remove(&input->compositor_destroy.link);
    input_destroy(input);
}

WL_EXPORT int
wet_module_init(struct weston_compositor *compositor, int *argc, char *argv[])
{
    const char *path = getenv("BS_INPUT_SOCKET");
    struct wl_event_loop *loop = wl_display_get_event_loop(compositor->wl_display);
    struct input *input;
    (void)argc;
    (void)argv;

    if (!path || !*path) {
        weston_log("bs-weston-input: error: BS_INPUT_SOCKET (the command socket's "
                   "path) is not set\n");
        return -1;
    }
    input = calloc(1, sizeof *input);
    if (!input)
        return -1;
    input->compositor = compositor;
    input->listen_fd = -1;
    wl_list_init(&input->clients);
    input->socket_path = strdup(path);
    if (!input->socket_path)
        goto fail;

    weston_seat_init(&input->seat, compositor, "default");
    if (weston_seat_init_pointer(&input->seat) < 0 ||
        weston_seat_init_keyboard(&input->seat, NULL) < 0 ||
        weston_seat_init_touch(&input->seat) < 0) {
        weston_log("bs-weston-input: error: cannot set up the seat's devices\n");
        goto fail;
    }
    input->touch_device = weston_touch_create_touch_device(
        weston_seat_get_touch(&input->seat), "bs-weston-input", NULL, NULL);
    if (!input->touch_device) {
        weston_log("bs-weston-input: error: cannot create the touchscreen\n");
        goto fail;
    }

    input->listen_fd = listen_on(path);
    if (input->listen_fd < 0)
        goto fail;
    input->listen_source = wl_event_loop_add_fd(loop, input->listen_fd, WL_EVENT_READABLE,
                                                listen_event, input);
    if (!input->listen_source)
        goto fail;

    input->compositor_destroy.notify = handle_compositor_destroy;
    wl_signal_add(&compositor->destroy_signal, &input->compositor_destroy);
    weston_log("bs-weston-input: seat \"default\" (pointer, keyboard, touch); "
               "commands on %s\n", path);
    return 0;

fail:
    input_destroy(input);
    return -1;
}
