import UIKit
internal import Raster
package import Transitions

extension SceneNode {
    /// A fresh screen for this root node, designed for a screen of `size` (the file's): a root
    /// that places the children with a `pin` in the safe area and the screen's size
    /// (`SafeAreaScreenView`), the others at their frames.
    func makeScreen(designedFor size: Size) -> UIView {
        let root = SafeAreaScreenView(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        configure(root)
        for child in children {
            let view = child.makeView()
            // A text node sized to its text is refitted at the width its pin gives it, as a demo
            // sizes its text to the screen it is built for.
            if let pin = child.pin { root.add(view, pinned: pin, fitsHeight: child.content.fitsHeight) } else { root.addSubview(view) }
        }
        return root
    }

    /// A fresh UIKit view tree for this scene-file node: a `UIView` for the plain types, a
    /// `UIImageView` for images, and for text a `UITextView` (UIKit's padding, the node's inset)
    /// or, with no inset and no padding, a `UILabel` of any number of lines (in a view of the
    /// node's frame, the text at its top). The node's id is
    /// the view's `accessibilityIdentifier`; properties the file left out keep UIKit's defaults.
    package func makeView() -> UIView {
        let view: UIView
        let frame = CGRect(frame)
        switch content {
        case .view:
            view = UIView(frame: frame)
        case let .text(text, inset, padding, alignment, sizeToFit):
            view = Self.textView(text, frame: frame, inset: inset, padding: padding, alignment: alignment, sizeToFit: sizeToFit)
        case let .image(pixmap, imageScale, contentMode):
            let imageView = UIImageView(frame: frame)
            imageView.contentMode = Self.contentMode(contentMode)
            imageView.image = UIImage(pixmap: pixmap, scale: CGFloat(imageScale))
            view = imageView
        }
        configure(view)
        for child in children { view.addSubview(child.makeView()) }
        return view
    }

    /// Gives `view` the properties every node has; those the file left out keep UIKit's defaults.
    private func configure(_ view: UIView) {
        if let backgroundColor { view.backgroundColor = SceneViews.color(backgroundColor) }
        if let cornerRadius { view.layer.cornerRadius = CGFloat(cornerRadius) }
        if let alpha { view.alpha = CGFloat(alpha) }
        if let clipsToBounds { view.clipsToBounds = clipsToBounds }
        if let hidden { view.isHidden = hidden }
        if !autoresizing.isEmpty { view.autoresizingMask = Self.autoresizingMask(autoresizing) }
        view.accessibilityIdentifier = id
    }

    /// The file's autoresizing words as UIKit's mask: the view then follows its parent's size as
    /// UIKit's views do (the `UIKit` module resizes it when the parent's bounds change).
    private static func autoresizingMask(_ a: SceneAutoresizing) -> UIView.AutoresizingMask {
        let pairs: [(SceneAutoresizing, UIView.AutoresizingMask)] = [
            (.flexibleLeftMargin, .flexibleLeftMargin), (.flexibleWidth, .flexibleWidth), (.flexibleRightMargin, .flexibleRightMargin),
            (.flexibleTopMargin, .flexibleTopMargin), (.flexibleHeight, .flexibleHeight), (.flexibleBottomMargin, .flexibleBottomMargin),
        ]
        return pairs.reduce(into: []) { mask, pair in if a.contains(pair.0) { mask.insert(pair.1) } }
    }

    /// A text node's view (the decoder admits only these two shapes of inset and padding).
    private static func textView(_ text: AttributedText, frame: CGRect, inset: EdgeInsets, padding: Double,
                                 alignment: TextAlignment, sizeToFit: Bool) -> UIView {
        let string = attributedString(text)
        let width = frame.width
        if padding == 0, inset == .zero {
            let label = UILabel(frame: CGRect(origin: .zero, size: frame.size))
            label.numberOfLines = 0
            label.lineBreakMode = .byWordWrapping
            label.textAlignment = textAlignment(alignment)
            label.attributedText = string
            // A text node's text starts at its top, as in a text view, and `sizeToFit` makes the
            // node as tall as its text: a box of the node's frame keeps a label as tall as the
            // text at its top (SceneLabelBox).
            let box = SceneLabelBox(frame: frame, label: label)
            // The file's own frame keeps the text's unrounded height, as it always has (its bytes).
            if sizeToFit { box.frame.size.height = box.textHeight(width: width) }
            return box
        }
        let textView = UITextView(frame: frame)
        // A scene file's text view shows what is behind it unless it has a backgroundColor.
        textView.backgroundColor = nil
        textView.isEditable = false
        textView.textContainerInset = UIEdgeInsets(top: CGFloat(inset.top), left: CGFloat(inset.left),
                                                   bottom: CGFloat(inset.bottom), right: CGFloat(inset.right))
        textView.textAlignment = textAlignment(alignment)
        textView.attributedText = string
        if sizeToFit {
            let fitted = textView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            textView.frame = CGRect(x: frame.minX, y: frame.minY, width: width, height: fitted.height)
        }
        return textView
    }

    /// The runs as UIKit text: each run's font and colour as attributes.
    private static func attributedString(_ text: AttributedText) -> NSAttributedString {
        let attributes = text.runs.map { run -> [NSAttributedString.Key: Any] in [.font: font(run.font), .foregroundColor: SceneViews.color(run.color)] }
        guard let first = text.runs.first else { return NSAttributedString(string: "") }
        let string = NSMutableAttributedString(string: first.string, attributes: attributes[0])
        for (run, a) in zip(text.runs, attributes).dropFirst() { string.append(NSAttributedString(string: run.string, attributes: a)) }
        return string
    }

    /// The run's font: the system font at its weight, or the named family. UIKit names a family
    /// at another weight only through font descriptors, which this UIKit lacks, so those (and a
    /// family not installed, drawn in the fallback with a warning) keep the file's descriptor.
    private static func font(_ d: FontDescriptor) -> UIFont {
        let size = CGFloat(d.pointSize)
        if d.family == FontDescriptor.systemFamily { return UIFont.systemFont(ofSize: size, weight: weight(d.weight)) }
        if d.weight == .regular, let named = UIFont(name: d.family, size: size) { return named }
        return UIFont(descriptor: d)
    }

    private static func weight(_ w: FontWeight) -> UIFont.Weight {
        switch w {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }

    private static func textAlignment(_ a: TextAlignment) -> NSTextAlignment {
        switch a {
        case .natural: .natural
        case .left: .left
        case .center: .center
        case .right: .right
        }
    }

    private static func contentMode(_ g: ContentsGravity) -> UIView.ContentMode {
        switch g {
        case .resize: .scaleToFill
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        case .center: .center
        case .topLeft: .topLeft
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }
}

extension SceneNode.Content {
    /// Whether the node is a text node whose height is its text's (`sizeToFit`).
    fileprivate var fitsHeight: Bool {
        if case let .text(_, _, _, _, sizeToFit) = self { return sizeToFit }
        return false
    }
}
