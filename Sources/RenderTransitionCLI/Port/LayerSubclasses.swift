// CALayer subclasses of the sources (a class whose superclass chain, as the sources write it,
// reaches a Core Animation layer class). Two things Swift on Linux cannot do for them:
// - Core Animation makes a view's layer from `layerClass` and presentation layers with
//   init(layer:), both from the class object; Swift cannot construct a class from its metatype
//   without a `required` initialiser. port writes into each such class the two overrides the
//   UIKit module asks instead (`_portMakeLayer()`, `_portMakeLayer(copying:)`), as one added line
//   before its closing brace; each only when the class has that initialiser (declared, or
//   inherited because it declares no designated initialiser).
// - `@NSManaged var x: T` (a Core Animation "dynamic" property: the layer's key-value storage
//   backs it, so needsDisplay(forKey:), action(forKey:) and animations of the key work) has no
//   storage without the Objective-C runtime and would not link. port makes it a computed
//   property over that same storage: `managedValue(forKey: "x")` and `setValue(_:forKey: "x")`.

/// The edits for the CALayer subclasses of a source set.
enum LayerSubclasses {
    /// Core Animation's (and AVFoundation's) layer classes.
    static let frameworkLayers: Set<String> = [
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer",
        "CATransformLayer", "CAScrollLayer", "CATiledLayer", "CAMetalLayer", "CAEAGLLayer", "AVPlayerLayer",
    ]
    static let makerReason = "Swift on Linux cannot make a layer from its class object (layerClass, presentation()): "
        + "the UIKit module asks the class through these overrides"
    static let managedReason = "@NSManaged needs the Objective-C runtime; a layer's dynamic property is kept in the layer's "
        + "key-value storage, so needsDisplay(forKey:), action(forKey:) and animations of the key work as on iOS"

    /// Per file, the replacements.
    static func replacements(_ sources: [SwiftSource], declarations: [[TypeDeclaration]]) -> [[SourceReplacement]] {
        var classes: [String: (file: Int, type: TypeDeclaration)] = [:]
        for (file, types) in declarations.enumerated() {
            for type in types where type.kind == .class { classes[type.name] = classes[type.name] ?? (file, type) }
        }
        func superclass(_ name: String) -> String? {
            guard let (file, type) = classes[name] else { return nil }
            return sources[file].inheritedNames(of: type).first.map(Conformances.lastComponent)
        }
        func isLayer(_ name: String) -> Bool {
            var seen: Set<String> = []
            var current = name
            while let parent = superclass(current), seen.insert(current).inserted {
                if frameworkLayers.contains(parent) { return true }
                current = parent
            }
            return false
        }
        var initialisers: [String: Initialisers] = [:]
        func inits(_ name: String) -> Initialisers {
            if let known = initialisers[name] { return known }
            guard let (file, type) = classes[name] else { return Initialisers(plain: true, copying: true) }
            initialisers[name] = Initialisers(plain: false, copying: false)   // a cycle makes nothing
            let own = sources[file].designatedInitialisers(of: type)
            let inherited = own.isEmpty ? superclass(name).map(inits) ?? Initialisers(plain: true, copying: true) : nil
            let result = Initialisers(plain: inherited?.plain ?? own.contains(""), copying: inherited?.copying ?? own.contains("layer"))
            initialisers[name] = result
            return result
        }
        var result: [[SourceReplacement]] = sources.map { _ in [] }
        for (file, types) in declarations.enumerated() {
            let source = sources[file]
            for type in types where type.kind == .class && isLayer(type.name) {
                result[file] += managedProperties(in: type, source: source)
                if let maker = makers(for: type, source: source, inits: inits(type.name)) { result[file].append(maker) }
            }
        }
        return result
    }

    struct Initialisers { var plain: Bool; var copying: Bool }

    /// Each `@NSManaged var name: T` of the class as a computed property over the layer's storage.
    private static func managedProperties(in type: TypeDeclaration, source: SwiftSource) -> [SourceReplacement] {
        var edits: [SourceReplacement] = []
        for member in source.members(of: type) where member.keyword == "var" {
            guard let attribute = (member.first..<member.headingStart).first(where: {
                source.tokens[$0].kind == .attribute && source.text(at: $0) == "@NSManaged"
            }),
                  let varIndex = (member.first...member.last).first(where: { source.isWord($0, "var") }),
                  let nameIndex = source.nextCode(after: varIndex) else { continue }
            let name = source.text(at: nameIndex).replacingBackticks
            var end = source.tokens[attribute].range.upperBound
            while end < source.text.bytes.count, source.text.bytes[end] == 0x20 || source.text.bytes[end] == 0x09 { end += 1 }
            edits.append(.deletion(source.tokens[attribute].range.lowerBound..<end, reason: managedReason))
            let after = source.tokens[member.last].range.upperBound
            edits.append(.replacing(after..<after, with: " { get { managedValue(forKey: \"\(name)\") } set { setValue(newValue, forKey: \"\(name)\") } }",
                                    reason: managedReason))
        }
        return edits
    }

    /// The added line with the class's maker overrides (nil when it has neither initialiser or
    /// already has them).
    private static func makers(for type: TypeDeclaration, source: SwiftSource, inits: Initialisers) -> SourceReplacement? {
        guard inits.plain || inits.copying else { return nil }
        if (type.bodyOpen..<type.bodyClose).contains(where: { source.isWord($0, "_portMakeLayer") }) { return nil }
        var modifiers: [String] = []
        var k = source.previousCode(before: type.keyword)
        while let p = k, source.isModifier(p) || source.tokens[p].kind == .attribute {
            modifiers.append(source.text(at: p))
            k = source.previousCode(before: p)
        }
        let access = modifiers.contains("public") || modifiers.contains("open") ? "public " : ""
        var decls: [String] = []
        if inits.plain { decls.append("\(access)override class func _portMakeLayer() -> CALayer? { \(type.name)() }") }
        if inits.copying { decls.append("\(access)override class func _portMakeLayer(copying layer: CALayer) -> CALayer? { \(type.name)(layer: layer) }") }
        let text = source.text
        let close = source.tokens[type.bodyClose].range.lowerBound
        let lineStart = text.lineStart(of: close)
        let indent = String(decoding: text.bytes[lineStart..<close].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        let line = indent + "    " + decls.joined(separator: "; ")
        if text.isBlank(lineStart..<close) {
            return .replacing(lineStart..<lineStart, with: line + String(decoding: text.lineBreak, as: UTF8.self), reason: makerReason)
        }
        return .replacing(close..<close, with: " " + decls.joined(separator: "; ") + " ", reason: makerReason)
    }
}

extension SwiftSource {
    /// The first argument label of each designated initialiser the class declares (`""` for
    /// `init()`, `layer` for `init(layer:)`, `coder` for `init?(coder:)`).
    func designatedInitialisers(of type: TypeDeclaration) -> [String] {
        members(of: type).compactMap { member in
            guard member.keyword == "init", !member.modifiers.contains("convenience") else { return nil }
            var k = (member.first...member.last).first { isWord($0, "init") }.flatMap { nextCode(after: $0) }
            while let j = k, isSymbol(j, "?") || isSymbol(j, "!") { k = nextCode(after: j) }
            if let j = k, tokens[j].kind == .operator, text(at: j).hasPrefix("<") { k = nextCode(after: j) }
            guard let open = k, isSymbol(open, "("), let first = nextCode(after: open) else { return nil }
            return isSymbol(first, ")") ? "" : text(at: first).replacingBackticks
        }
    }
}
