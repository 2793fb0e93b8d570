import Raster

/// One validated view of a scene file: data, built into views (any number of times) by the
/// UIKit level (TransitionCatalog's `SceneNode.makeView()`).
///
/// Everything costly is resolved at load: images are decoded once and shared by every build,
/// text runs are checked by a trial layout. Building only allocates views.
public struct SceneNode: @unchecked Sendable {
    /// What kind of view the node becomes.
    package enum Content {
        /// A plain `UIView` (the "view", "rect", "roundedRect" and "oval" types).
        case view
        /// A `UITextView` or `UILabel`; `sizeToFit` resizes the height to the laid-out text.
        case text(AttributedText, inset: EdgeInsets, padding: Double, alignment: TextAlignment, sizeToFit: Bool)
        /// A `UIImageView` showing a decoded image (shared, never mutated).
        case image(Pixmap, imageScale: Double, contentMode: ContentsGravity)
    }

    public package(set) var id: String?
    public package(set) var frame: Rect
    public package(set) var backgroundColor: Color?
    public package(set) var cornerRadius: Double?
    public package(set) var alpha: Double?
    public package(set) var clipsToBounds: Bool?
    public package(set) var hidden: Bool?
    package var content: Content
    public package(set) var children: [SceneNode]
    /// How a screen's own view (a child of a root) follows a device's safe area and screen size
    /// (`"pin"`); nil: it stays at its frame, as every view did before pins.
    package var pin: SafeAreaPin? = nil
    /// Which parts of the view's frame follow its parent's size (`"autoresizing"`, UIKit's
    /// `autoresizingMask`); empty: none, UIKit's default.
    package var autoresizing: SceneAutoresizing = []
}
