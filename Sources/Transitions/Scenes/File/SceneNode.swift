import Raster

/// One validated view of a scene file, ready to be built into a `View` (any number of times).
///
/// Everything costly is resolved at load: images are decoded once and shared by every build,
/// text runs are checked by a trial layout. Building only allocates views.
struct SceneNode: @unchecked Sendable {
    /// What kind of view the node becomes.
    enum Content {
        /// A plain `View` (the "view", "rect", "roundedRect" and "oval" types).
        case view
        /// A `TextView`; `sizeToFit` resizes the height to the laid-out text like `sizeToFitWidth()`.
        case text(AttributedText, inset: EdgeInsets, padding: Double, alignment: TextAlignment, sizeToFit: Bool)
        /// An `ImageView` showing a decoded image (shared, never mutated).
        case image(Pixmap, imageScale: Double, contentMode: ContentsGravity)
    }

    var id: String?
    var frame: Rect
    var backgroundColor: Color?
    var cornerRadius: Double?
    var alpha: Double?
    var clipsToBounds: Bool?
    var hidden: Bool?
    var content: Content
    var children: [SceneNode]

    /// A fresh view tree for this node (called by the screen builders, under `MainScreen.scale`).
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
