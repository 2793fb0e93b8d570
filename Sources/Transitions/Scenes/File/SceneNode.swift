import Raster

/// One validated view of a scene file: data, built into views (any number of times) by the
/// UIKit level (TransitionCatalog's `SceneNode.makeView()`) and, for the engine's tests, here.
///
/// Everything costly is resolved at load: images are decoded once and shared by every build,
/// text runs are checked by a trial layout. Building only allocates views.
public struct SceneNode: @unchecked Sendable {
    /// What kind of view the node becomes.
    package enum Content {
        /// A plain `View` (the "view", "rect", "roundedRect" and "oval" types).
        case view
        /// A `TextView`; `sizeToFit` resizes the height to the laid-out text like `sizeToFitWidth()`.
        case text(AttributedText, inset: EdgeInsets, padding: Double, alignment: TextAlignment, sizeToFit: Bool)
        /// An `ImageView` showing a decoded image (shared, never mutated).
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

    /// A fresh engine view tree for this node (the engine's tests' screens, under `MainScreen.scale`).
    func build() -> View {
        let view: View
        switch content {
        case .view:
            view = View(frame: frame)
        case let .text(text, inset, padding, alignment, sizeToFit):
            let t = TextView(frame: frame, attributedText: text, textContainerInset: inset,
                             lineFragmentPadding: padding, alignment: alignment)
            if sizeToFit { t.sizeToFitWidth() }
            view = t
        case let .image(pixmap, imageScale, contentMode):
            view = ImageView(frame: frame, image: pixmap, imageScale: imageScale, contentMode: contentMode)
        }
        apply(to: view)
        for child in children { view.addSubview(child.build()) }
        return view
    }

    /// Sets the properties the file gave (and only those, so defaults stay the views' own).
    func apply(to view: View) {
        if let backgroundColor { view.backgroundColor = backgroundColor }
        if let cornerRadius { view.cornerRadius = cornerRadius }
        if let alpha { view.alpha = alpha }
        if let clipsToBounds { view.clipsToBounds = clipsToBounds }
        if let hidden { view.isHidden = hidden }
        view.identifier = id
    }
}
