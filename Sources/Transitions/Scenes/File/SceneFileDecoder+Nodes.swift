import Raster

/// Screens and views: the root of each screen, then every node type.
extension SceneFileDecoder {
    static let rootKeys = ["id", "type", "backgroundColor", "cornerRadius", "alpha", "clipsToBounds", "hidden", "children"]
    static let commonKeys = ["id", "type", "frame", "backgroundColor", "cornerRadius", "alpha", "clipsToBounds", "hidden", "children", "pin", "autoresizing"]
    static let pinKeys = ["vertical", "horizontal"]
    static let textKeys = ["runs", "inset", "padding", "alignment", "sizeToFit"]
    static let imageKeys = ["src", "contentMode", "imageScale"]
    static let runKeys = ["text", "font", "color"]
    static let fontKeys = ["family", "size", "weight"]
    static let nodeTypes = ["view", "rect", "roundedRect", "oval", "text", "image"]

    /// A screen's root: a view sized to the screen, whose background colour is the screen's.
    mutating func decodeRoot(_ value: JSONValue, at path: String) throws(SceneFileError) -> SceneNode {
        if case .object(let members) = value.kind, let frame = members.first(where: { $0.key == "frame" }) {
            throw fail("\(path).frame", frame.value, "a screen's root view is sized to the screen: remove \"frame\" (set \"size\" at the top level)", .unknownKey)
        }
        if case .object(let members) = value.kind, let pin = members.first(where: { $0.key == "pin" }) {
            throw fail("\(path).pin", pin.value, "a screen's root view is the whole screen and does not move: give \"pin\" to the views in its \"children\"", .unknownKey)
        }
        if case .object(let members) = value.kind, let mask = members.first(where: { $0.key == "autoresizing" }) {
            throw fail("\(path).autoresizing", mask.value, "a screen's root view is always the whole screen: give \"autoresizing\" to the views in its \"children\"", .unknownKey)
        }
        let fields = try object(value, at: path, allowed: Self.rootKeys)
        if let type = try string(fields, "type", at: path), type != "view" {
            throw fail("\(path).type", fields["type"], "a screen's root must be a \"view\", not \"\(type)\"")
        }
        return try decodeCommon(fields, at: path, frame: .zero, content: .view, depth: 0)
    }

    /// Any node below a root.
    mutating func decodeNode(_ value: JSONValue, at path: String, depth: Int) throws(SceneFileError) -> SceneNode {
        guard depth <= Self.maximumDepth else {
            throw fail(path, value, "views are nested more than \(Self.maximumDepth) deep; flatten the tree", .limitExceeded)
        }
        guard case .object(let members) = value.kind else {
            throw fail(path, value, "expected a view object, got \(value.typeName)", .wrongType)
        }
        let typeValue = members.first { $0.key == "type" }?.value
        var type = "view"
        if let typeValue {
            guard case .string(let t) = typeValue.kind else {
                throw fail("\(path).type", typeValue, "expected a string, got \(typeValue.typeName)", .wrongType)
            }
            guard Self.nodeTypes.contains(t) else {
                throw fail("\(path).type", typeValue, "unknown view type \"\(t)\"; use one of \(Self.nodeTypes.joined(separator: ", "))")
            }
            type = t
        }
        var allowed = Self.commonKeys
        switch type {
        case "text": allowed += Self.textKeys
        case "image": allowed += Self.imageKeys
        case "rect", "oval": allowed.removeAll { $0 == "cornerRadius" }
        default: break
        }
        let fields = try object(value, at: path, allowed: allowed)
        guard let frame = try rect(fields, "frame", at: path) else {
            throw fail("\(path).frame", nil, "missing: every view needs \"frame\": [x, y, width, height] in its parent's points", .missingField)
        }
        var content = SceneNode.Content.view
        switch type {
        case "text": content = try decodeText(fields, at: path, frame: frame)
        case "image": content = try decodeImage(fields, at: path)
        case "roundedRect" where fields["cornerRadius"] == nil:
            throw fail("\(path).cornerRadius", nil, "missing: a roundedRect needs \"cornerRadius\" (points)", .missingField)
        default: break
        }
        var node = try decodeCommon(fields, at: path, frame: frame, content: content, depth: depth)
        if type == "oval" { node.cornerRadius = min(frame.width, frame.height) / 2 }
        node.pin = try decodePin(fields, at: path, depth: depth)
        node.autoresizing = try decodeAutoresizing(fields, at: path)
        if node.pin != nil, !node.autoresizing.isEmpty {
            // The pin places the view from its designed frame after any resizing, so the mask
            // would never show: refuse it rather than ignore it.
            throw fail("\(path).autoresizing", fields["autoresizing"], "a pinned view is placed by its \"pin\", which overrides autoresizing: "
                       + "remove \"autoresizing\" here (give it to this view's children, which follow its size) or remove \"pin\"", .invalidValue)
        }
        return node
    }

    /// A view's `"autoresizing"`: an array of `UIView.AutoresizingMask` option names, each at
    /// most once; an empty array is UIKit's default, no autoresizing.
    func decodeAutoresizing(_ fields: [String: JSONValue], at path: String) throws(SceneFileError) -> SceneAutoresizing {
        guard let value = fields["autoresizing"] else { return [] }
        let maskPath = "\(path).autoresizing"
        let known = SceneAutoresizing.words.map { "\"\($0.key)\"" }.joined(separator: ", ")
        guard case .array(let items) = value.kind else {
            throw fail(maskPath, value, "expected an array of words such as [\"flexibleWidth\"], got \(value.typeName); the words: \(known)", .wrongType)
        }
        var mask: SceneAutoresizing = []
        for (i, item) in items.enumerated() {
            let itemPath = "\(maskPath)[\(i)]"
            guard case .string(let word) = item.kind else {
                throw fail(itemPath, item, "expected a string, got \(item.typeName); the words: \(known)", .wrongType)
            }
            guard let option = SceneAutoresizing.words.first(where: { $0.key == word })?.value else {
                throw fail(itemPath, item, "\"\(word)\" is not one of \(known)")
            }
            guard !mask.contains(option) else {
                throw fail(itemPath, item, "\"\(word)\" is listed twice: give each word once")
            }
            mask.insert(option)
        }
        return mask
    }

    /// A screen's own view's `"pin"`: `{"vertical": ..., "horizontal": ...}`, either part left
    /// out meaning `"fixed"`. Only the root's children take one: a view inside another moves
    /// with its parent, as in UIKit, where the screen's code places its top-level views.
    func decodePin(_ fields: [String: JSONValue], at path: String, depth: Int) throws(SceneFileError) -> SafeAreaPin? {
        guard let value = fields["pin"] else { return nil }
        let pinPath = "\(path).pin"
        guard depth == 1 else {
            let parent = String(path[..<path.lastIndex(of: ".")!])
            throw fail(pinPath, value, "only a screen's own views (its root's children) follow the safe area; this one moves with \(parent): pin that view instead", .unknownKey)
        }
        let example = "{\"vertical\": \"top\", \"horizontal\": \"fill\"}"
        guard case .object = value.kind else {
            throw fail(pinPath, value, "expected an object such as \(example), got \(value.typeName)", .wrongType)
        }
        let parts = try object(value, at: pinPath, allowed: Self.pinKeys)
        guard !parts.isEmpty else {
            throw fail(pinPath, value, "empty: give \"vertical\", \"horizontal\" or both, e.g. \(example) (or remove \"pin\")", .missingField)
        }
        let vertical = try word(parts, "vertical", at: pinPath, SafeAreaPin.Vertical.allCases.map { (key: $0.rawValue, value: $0) })
        let horizontal = try word(parts, "horizontal", at: pinPath, SafeAreaPin.Horizontal.allCases.map { (key: $0.rawValue, value: $0) })
        return SafeAreaPin(vertical ?? .fixed, horizontal ?? .fixed)
    }

    /// The keys every view has, the id bookkeeping and the children.
    mutating func decodeCommon(_ fields: [String: JSONValue], at path: String, frame: Rect,
                               content: SceneNode.Content, depth: Int) throws(SceneFileError) -> SceneNode {
        nodeCount += 1
        guard nodeCount <= Self.maximumNodeCount else {
            throw fail(path, nil, "the scene has more than \(Self.maximumNodeCount) views; simplify it", .limitExceeded)
        }
        let id = try string(fields, "id", at: path)
        if let id {
            guard !id.isEmpty else { throw fail("\(path).id", fields["id"], "an id must not be empty") }
            if let first = identifiers[id] {
                throw fail("\(path).id", fields["id"], "id \"\(id)\" is already used by \(first); ids must be unique within a screen", .duplicateIdentifier)
            }
            identifiers[id] = path
        }
        var node = SceneNode(id: id, frame: frame, backgroundColor: try color(fields, "backgroundColor", at: path),
                             cornerRadius: try number(fields, "cornerRadius", at: path, in: 0...Self.maximumCoordinate),
                             alpha: try number(fields, "alpha", at: path, in: 0...1),
                             clipsToBounds: try bool(fields, "clipsToBounds", at: path), hidden: try bool(fields, "hidden", at: path),
                             content: content, children: [])
        if let childrenValue = fields["children"] {
            guard case .array(let items) = childrenValue.kind else {
                throw fail("\(path).children", childrenValue, "expected an array of views, got \(childrenValue.typeName)", .wrongType)
            }
            for (i, item) in items.enumerated() {
                node.children.append(try decodeNode(item, at: "\(path).children[\(i)]", depth: depth + 1))
            }
        }
        return node
    }

    /// A text view: runs with fonts and colours, UITextView's insets unless given.
    func decodeText(_ fields: [String: JSONValue], at path: String, frame: Rect) throws(SceneFileError) -> SceneNode.Content {
        guard let runsValue = fields["runs"] else {
            throw fail("\(path).runs", nil, "missing: a text view needs \"runs\": [{\"text\": \"…\", \"font\": {\"size\": 17}, \"color\": \"#000000\"}]", .missingField)
        }
        guard case .array(let items) = runsValue.kind else {
            throw fail("\(path).runs", runsValue, "expected an array of runs, got \(runsValue.typeName)", .wrongType)
        }
        var runs: [TextRun] = []
        var scalars = 0
        for (i, item) in items.enumerated() {
            let runPath = "\(path).runs[\(i)]"
            let run = try object(item, at: runPath, allowed: Self.runKeys)
            guard let text = try string(run, "text", at: runPath) else {
                throw fail("\(runPath).text", nil, "missing: give the run's characters", .missingField)
            }
            scalars += text.unicodeScalars.count
            guard scalars <= TextLayout.maximumScalarCount else {
                throw fail(runPath, item, "the text view has more than \(TextLayout.maximumScalarCount) characters; split it into several text views", .limitExceeded)
            }
            var font = TextLayout.defaultFont
            if let fontValue = run["font"] {
                let fontPath = "\(runPath).font"
                let f = try object(fontValue, at: fontPath, allowed: Self.fontKeys)
                guard let size = try number(f, "size", at: fontPath) else {
                    throw fail("\(fontPath).size", nil, "missing: give the point size", .missingField)
                }
                guard size > 0, size <= TextLayout.maximumPointSize else {
                    throw fail("\(fontPath).size", f["size"], "\(Self.format(size)) must be > 0 and at most \(Self.format(TextLayout.maximumPointSize)) points")
                }
                let family = try string(f, "family", at: fontPath) ?? FontDescriptor.systemFamily
                guard !family.contains("/") else {
                    throw fail("\(fontPath).family", f["family"], "font files cannot be named in scene files; use a family name such as \"System\" or \"DejaVu Serif\"")
                }
                let weight = try word(f, "weight", at: fontPath, FontWeight.allCases.map { (key: $0.rawValue, value: $0) }) ?? .regular
                font = FontDescriptor(family: family, pointSize: size, weight: weight)
            }
            runs.append(TextRun(text, font: font, color: try color(run, "color", at: runPath) ?? .black))
        }
        let inset = try numbers(fields, "inset", at: path, count: 4, meaning: "[top, left, bottom, right]")
        if let inset, !inset.allSatisfy({ $0 >= 0 && $0 <= Self.maximumCoordinate }) {
            throw fail("\(path).inset", fields["inset"], "insets must be >= 0 and at most \(Self.format(Self.maximumCoordinate))")
        }
        let insets = inset.map { EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) } ?? .textViewDefault
        let padding = try number(fields, "padding", at: path, in: 0...Self.maximumCoordinate) ?? TextLayout.defaultLineFragmentPadding
        // A text node is shown as a UIKit view: a UITextView (its padding, 5, and any inset) or a
        // label (no inset, no padding); UIKit has no other padding to give.
        guard padding == TextLayout.defaultLineFragmentPadding || (padding == 0 && insets == .zero) else {
            throw fail("\(path).padding", fields["padding"], "padding \(Self.format(padding)) with inset [\(Self.format(insets.top)), \(Self.format(insets.left)), "
                       + "\(Self.format(insets.bottom)), \(Self.format(insets.right))] is neither a text view's nor a label's: give padding 5 (UITextView's, "
                       + "any inset) or padding 0 with \"inset\": [0, 0, 0, 0] (a label)")
        }
        let alignment = try word(fields, "alignment", at: path, [("natural", TextAlignment.natural), ("left", .left), ("center", .center), ("right", .right)]) ?? .natural
        let sizeToFit = try bool(fields, "sizeToFit", at: path) ?? false
        let text = AttributedText(runs: runs)
        // A trial layout at load: font and size problems surface here, with the path, not as a blank view later.
        let height: Double
        do {
            let layout = try TextLayout(text, width: frame.width, alignment: alignment, insets: insets, lineFragmentPadding: padding)
            height = sizeToFit ? layout.size.height : frame.height
        } catch {
            throw fail(path, nil, "the text cannot be laid out: \(error)")
        }
        let w = (frame.width * scale).rounded(.up), h = (height * scale).rounded(.up)
        guard w <= Double(Pixmap.maximumSide), h <= Double(Pixmap.maximumSide), w * h <= Double(Pixmap.maximumPixelCount) else {
            throw fail(path, nil, "the text bitmap would be \(Int(w)) x \(Int(h)) pixels at scale \(Self.format(scale)),"
                       + " beyond \(Pixmap.maximumSide) px a side; make the text view smaller or split it", .limitExceeded)
        }
        return .text(text, inset: insets, padding: padding, alignment: alignment, sizeToFit: sizeToFit)
    }

    /// An image view: a PNG next to the scene file, decoded once.
    mutating func decodeImage(_ fields: [String: JSONValue], at path: String) throws(SceneFileError) -> SceneNode.Content {
        guard let src = try string(fields, "src", at: path) else {
            throw fail("\(path).src", nil, "missing: give the PNG's path relative to the scene file", .missingField)
        }
        let pixmap = try images.load(src, at: "\(path).src", value: fields["src"]!)
        let modes: [(key: String, value: ContentsGravity)] = [("scaleToFill", .resize), ("scaleAspectFit", .resizeAspect),
                                                              ("scaleAspectFill", .resizeAspectFill), ("center", .center), ("topLeft", .topLeft)]
        let mode = try word(fields, "contentMode", at: path, modes) ?? .resize
        let imageScale = try number(fields, "imageScale", at: path, in: 0.01...16) ?? 1
        return .image(pixmap, imageScale: imageScale, contentMode: mode)
    }
}
