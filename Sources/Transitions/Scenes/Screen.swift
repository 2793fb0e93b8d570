import Raster

/// One screen of a scene: builds a fresh view tree of the screen's size.
///
/// Built anew for every run (views are mutable and animations change them); anything costly
/// inside (decoded images, rendered text) is made once and shared by the builds.
public struct Screen: Sendable {
    public var name: String
    /// The main view's background colour (Ping's transition paints it behind the snapshot).
    public var backgroundColor: Color
    package var build: @Sendable (Size) -> View

    package init(name: String, backgroundColor: Color, build: @escaping @Sendable (Size) -> View) {
        self.name = name
        self.backgroundColor = backgroundColor
        self.build = build
    }
}
