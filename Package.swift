// swift-tools-version:6.2
// (Swift 6.2: the widget's types end with `isolated deinit`.)
//
// The bottom sheet for GTK 4, in layers (docs/architecture.md, "Where things live"):
//
//   CGtk          system library: GTK 4 (and GLib, Cairo, Graphene) through pkg-config
//   CBottomSheet  C: what Swift cannot import (variadic calls, GObject macros)
//   SheetCore     pure Swift, no GTK: detents, drag, release rule, spring, hand-off
//   BottomSheet   the widget: GTK events → SheetCore → layout, drawing, signals
//   GtkHelpers    signal handlers as Swift tokens, accessible properties, motion history
//
import PackageDescription

// Distributions build without network: with BS_TEST_PACKAGES=0 in the environment
// (meson's -Dtests=false), the package dependencies that only the tests and the
// documentation use are left out, and the test target that uses one with them.
let withTestPackages = Context.environment["BS_TEST_PACKAGES"] != "0"

// Exact versions: every build resolves the same ones, from any copy of the repositories
// (Package.resolved, which pins commits of one copy, is not kept).
let testPackages: [Package.Dependency] = [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
    // `swift package generate-documentation --target BottomSheet`: the Swift API
    // reference (Sources/BottomSheet/BottomSheet.docc).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
]

let testTargetsOnTestPackages: [Target] = [
    .testTarget(
        name: "SheetCoreTests",
        dependencies: [
            "SheetCore",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]
    ),
]

let package = Package(
    name: "BottomSheet",
    products: [
        .library(name: "BottomSheet", targets: ["BottomSheet"]),
        .library(name: "SheetCore", targets: ["SheetCore"]),
        // The shared library for C, Python, JavaScript and Vala apps (docs/embedding.md):
        // the C type and its Swift half in one libbottomsheet-1.so. meson_wrapper.sh builds
        // it with the Swift runtime inside and gives it its soname.
        .library(name: "bottomsheet-1", type: .dynamic, targets: ["BottomSheet"]),
        .executable(name: "bottom-sheet-demo", targets: ["bottom-sheet-demo"]),
        .executable(name: "bottom-sheet-bench", targets: ["bottom-sheet-bench"]),
    ],
    dependencies: withTestPackages ? testPackages : [],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(
            name: "CBottomSheet",
            dependencies: ["CGtk"]
        ),
        .target(name: "SheetCore"),
        // Swift-shaped GTK calls shared by the widget, the demo and the benchmark: signal
        // handlers as tokens that disconnect when released, accessible properties, the
        // motions GDK merged into one event.
        .target(
            name: "GtkHelpers",
            dependencies: ["CGtk"]
        ),
        // What the tests need from C (signal emission, checked casts, recording GLib's
        // warnings); a target of its own so that libbottomsheet-1.so does not carry it.
        .target(
            name: "CTestSupport",
            dependencies: ["CGtk", "CBottomSheet"]
        ),
        // A list model of numbered rows made on demand, for the demo, tests and bench.
        .target(
            name: "CRowModel",
            dependencies: ["CGtk"]
        ),
        .target(
            name: "BottomSheet",
            dependencies: ["CGtk", "CBottomSheet", "SheetCore", "GtkHelpers"],
            plugins: ["CompileTranslations"]
        ),
        // Compiles po/*.po into the build folder, so that programs run from there are
        // translated (meson builds and installs the translations itself).
        .plugin(name: "CompileTranslations", capability: .buildTool()),
        // Renders a widget to a texture or PNG: the demo's screenshots, tests, bench.
        .target(
            name: "WidgetSnapshot",
            dependencies: ["CGtk"]
        ),
        // A live plot of a sheet's height, velocity and releases, drawn with Cairo: the
        // demo shows it, for tuning the spring and the thresholds.
        .target(
            name: "MotionPlot",
            dependencies: ["BottomSheet", "CBottomSheet", "CGtk", "GtkHelpers"]
        ),
        .executableTarget(
            name: "bottom-sheet-demo",
            dependencies: ["BottomSheet", "CAdw", "CBottomSheet", "CGtk", "CRowModel", "GtkHelpers", "MotionPlot",
                           "WidgetSnapshot"]
        ),
        // libadwaita, for the demo (a GNOME app) and the benchmark's AdwFlap baseline; the
        // library itself depends on GTK only. Then the benchmark's C wrappers for driving
        // the sheet's drag gesture.
        .systemLibrary(
            name: "CAdw",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        .target(
            name: "CBench",
            dependencies: ["CGtk", "CAdw"],
            // bench-pointer.c's real pointer input: XTest, and Xlib's own calls (GTK links
            // libX11 but does not pass it on); libxtst-dev is a system package, like GTK.
            linkerSettings: [.linkedLibrary("Xtst", .when(platforms: [.linux])),
                             .linkedLibrary("X11", .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "bottom-sheet-bench",
            dependencies: ["BottomSheet", "CAdw", "CBench", "CBottomSheet", "CGtk", "CRowModel", "GtkHelpers"]
        ),
        // The README's Swift example, built with everything else so it keeps compiling.
        .executableTarget(
            name: "bottom-sheet-example",
            dependencies: ["BottomSheet", "CGtk"]
        ),
        .testTarget(
            name: "BottomSheetTests",
            dependencies: ["CGtk", "CBottomSheet", "CTestSupport", "BottomSheet", "SheetCore", "CRowModel", "GtkHelpers",
                           "MotionPlot"],
            // Reference images, read from the source tree by path.
            exclude: ["Golden"]
        ),
    ] + (withTestPackages ? testTargetsOnTestPackages : []),
    swiftLanguageModes: [.v6]
)
