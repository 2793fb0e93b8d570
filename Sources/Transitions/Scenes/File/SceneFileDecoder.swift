import Raster

/// Turns the JSON tree of a scene file into a validated `SceneDescription`, naming the JSON path of every problem.
///
/// Reads are strict: unknown keys, wrong types, missing fields, non-finite or out-of-range
/// numbers and colours that are not hex all throw, so a typo never silently changes a render.
struct SceneFileDecoder {
    /// The supported format version.
    static let version = 1
    /// The deepest view nesting accepted (the root is depth 0).
    static let maximumDepth = 64
    /// The most views one file may hold (both screens together).
    static let maximumNodeCount = 10_000
    /// The largest coordinate or length accepted in a frame, in points.
    static let maximumCoordinate = 100_000.0

    static let topLevelKeys = ["version", "name", "summary", "size", "scale", "transition", "reverse", "trigger",
                               "triggerFrame", "duration", "parameters", "from", "to"]

    let file: String
    var images: SceneImageLoader
    var nodeCount = 0
    /// The ids of the screen being read, with the JSON path of the view that has each.
    var identifiers: [String: String] = [:]
    /// The scene's pixel scale (text views are checked against it).
    var scale = 3.0
    /// The names `transition` may take (nil: any; the catalog that records it checks the name).
    var transitionNames: [String]?

    init(file: String, directory: String, allowingImagesOutside: Bool) {
        self.file = file
        images = SceneImageLoader(file: file, directory: directory, allowingOutside: allowingImagesOutside)
    }

    // MARK: The top level

    mutating func decodeScene(_ root: JSONValue, defaultName: String) throws(SceneFileError) -> SceneDescription {
        let top = try object(root, at: "", allowed: Self.topLevelKeys)
        guard let versionValue = top["version"] else {
            throw fail("version", nil, "missing: add \"version\": \(Self.version) as the first key", .unsupportedVersion)
        }
        guard case .number(let v) = versionValue.kind else {
            throw fail("version", versionValue, "expected the number \(Self.version), got \(versionValue.typeName)", .unsupportedVersion)
        }
        guard v == Double(Self.version) else {
            throw fail("version", versionValue, "unsupported version \(Self.format(v)): this renderer reads version \(Self.version)", .unsupportedVersion)
        }
        let name = try string(top, "name", at: "") ?? defaultName
        let summary = try string(top, "summary", at: "") ?? "scene file \(file)"
        let size = try decodeSize(top, scaleKey: "scale")
        guard let transitionName = try string(top, "transition", at: "") else {
            let known = transitionNames.map { " (\($0.joined(separator: ", ")))" } ?? ""
            throw fail("transition", nil, "missing: name a transition\(known)", .missingField)
        }
        if let names = transitionNames, !names.contains(transitionName) {
            throw fail("transition", top["transition"], "unknown transition \"\(transitionName)\"; known: \(names.joined(separator: ", "))")
        }
        let reverse = try bool(top, "reverse", at: "") ?? false
        var duration: Double?
        if let d = try number(top, "duration", at: "") {
            guard d > 0, d <= RenderLimits.maximumDuration else {
                throw fail("duration", top["duration"], "\(Self.format(d)) must be seconds > 0 and at most \(Int(RenderLimits.maximumDuration))")
            }
            duration = d
        }
        let parameters = try decodeParameters(top["parameters"])
        let trigger = try string(top, "trigger", at: "")
        let triggerFrame = try rect(top, "triggerFrame", at: "")
        if trigger != nil, triggerFrame != nil {
            throw fail("triggerFrame", top["triggerFrame"], "give either \"trigger\" (a view id) or \"triggerFrame\" [x, y, width, height], not both")
        }
        if let t = triggerFrame {
            let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
            guard t.width > 0, t.height > 0, screen.contains(t) else {
                throw fail("triggerFrame", top["triggerFrame"], "\(t) must be non-empty and inside the \(Self.format(size.width)) x \(Self.format(size.height)) screen")
            }
        }

        var roots: [String: SceneNode] = [:]
        var ids: [String: [String: String]] = [:]
        for key in ["from", "to"] {
            guard let node = top[key] else {
                throw fail(key, nil, "missing: describe the \(key == "from" ? "starting" : "destination") screen as a view tree", .missingField)
            }
            identifiers = [:]
            roots[key] = try decodeRoot(node, at: key)
            ids[key] = identifiers
        }
        if let trigger {
            // The plan looks the trigger up in the screen the transition starts from.
            for key in reverse ? ["from", "to"] : ["from"] where ids[key]![trigger] == nil {
                let known = ids[key]!.keys.sorted()
                throw fail("trigger", top["trigger"], "no view with id \"\(trigger)\" in the \(key) screen"
                           + (reverse && key == "to" ? " (a reverse scene starts from it)" : "")
                           + "; ids there: \(known.isEmpty ? "none" : known.joined(separator: ", "))", .unknownTrigger)
            }
        }
        return SceneDescription(name: name, summary: summary, size: size, defaultScale: scale, from: roots["from"]!, to: roots["to"]!,
                                transition: transitionName, reverse: reverse, triggerIdentifier: trigger, triggerFrame: triggerFrame,
                                duration: duration, parameters: parameters, inputFiles: [file] + images.resolvedPaths,
                                warnings: images.warnings)
    }

    /// `size` and `scale`, refusing screens whose pixels would exceed `Pixmap`'s limits before anything is allocated.
    mutating func decodeSize(_ top: [String: JSONValue], scaleKey: String) throws(SceneFileError) -> Size {
        guard let sizeValue = top["size"] else {
            throw fail("size", nil, "missing: add \"size\": {\"width\": 390, \"height\": 844} (points)", .missingField)
        }
        let fields = try object(sizeValue, at: "size", allowed: ["width", "height"])
        var sides: [Double] = []
        for key in ["width", "height"] {
            guard let v = try number(fields, key, at: "size") else { throw fail("size.\(key)", nil, "missing: give the screen \(key) in points", .missingField) }
            guard v > 0, v <= Self.maximumCoordinate else {
                throw fail("size.\(key)", fields[key], "\(Self.format(v)) must be > 0 and at most \(Self.format(Self.maximumCoordinate)) points")
            }
            sides.append(v)
        }
        if let s = try number(top, scaleKey, at: "") {
            guard RenderLimits.scale.contains(s) else {
                throw fail(scaleKey, top[scaleKey], "\(Self.format(s)) is outside 1...4 pixels per point")
            }
            scale = s
        }
        let w = (sides[0] * scale).rounded(), h = (sides[1] * scale).rounded()
        guard w <= Double(Pixmap.maximumSide), h <= Double(Pixmap.maximumSide), w * h <= Double(Pixmap.maximumPixelCount) else {
            throw fail("size", sizeValue, "\(Self.format(sides[0])) x \(Self.format(sides[1])) points at scale \(Self.format(scale)) is \(Int(w)) x \(Int(h)) pixels,"
                       + " beyond \(Pixmap.maximumSide) px a side and \(Pixmap.maximumPixelCount) pixels; use a smaller size or scale", .limitExceeded)
        }
        return Size(width: sides[0], height: sides[1])
    }

    func decodeParameters(_ value: JSONValue?) throws(SceneFileError) -> [String: Double] {
        guard let value else { return [:] }
        guard case .object(let members) = value.kind else {
            throw fail("parameters", value, "expected an object of {\"name\": number}, got \(value.typeName)", .wrongType)
        }
        var result: [String: Double] = [:]
        for (key, v) in members {
            guard case .number(let n) = v.kind else {
                throw fail("parameters.\(key)", v, "expected a number, got \(v.typeName)", .wrongType)
            }
            result[key] = n
        }
        return result
    }

    // MARK: Typed field access

    /// An error at a JSON path, with the value's line and column when there is one.
    func fail(_ path: String, _ value: JSONValue?, _ message: String, _ kind: SceneFileError.Kind = .invalidValue) -> SceneFileError {
        let where_ = path.isEmpty ? "top level" : path
        return SceneFileError(path: file, location: value.map { "\(where_) (\($0.position))" } ?? where_, message: message, kind: kind)
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    static func format(_ v: Double) -> String { v.messageDescription }

    /// The members of an object, refusing any key not in `allowed`.
    func object(_ value: JSONValue, at path: String, allowed: [String]) throws(SceneFileError) -> [String: JSONValue] {
        guard case .object(let members) = value.kind else {
            throw fail(path, value, "expected an object, got \(value.typeName)", .wrongType)
        }
        var result: [String: JSONValue] = [:]
        for (key, v) in members {
            guard allowed.contains(key) else {
                throw fail(Self.join(path, key), v, "unknown key \"\(key)\"; allowed keys here: \(allowed.joined(separator: ", "))", .unknownKey)
            }
            result[key] = v
        }
        return result
    }

    func number(_ fields: [String: JSONValue], _ key: String, at path: String) throws(SceneFileError) -> Double? {
        guard let v = fields[key] else { return nil }
        guard case .number(let n) = v.kind else { throw fail(Self.join(path, key), v, "expected a number, got \(v.typeName)", .wrongType) }
        return n
    }

    func number(_ fields: [String: JSONValue], _ key: String, at path: String, in range: ClosedRange<Double>) throws(SceneFileError) -> Double? {
        guard let n = try number(fields, key, at: path) else { return nil }
        guard range.contains(n) else {
            throw fail(Self.join(path, key), fields[key], "\(Self.format(n)) is outside \(Self.format(range.lowerBound))...\(Self.format(range.upperBound))")
        }
        return n
    }

    func string(_ fields: [String: JSONValue], _ key: String, at path: String) throws(SceneFileError) -> String? {
        guard let v = fields[key] else { return nil }
        guard case .string(let s) = v.kind else { throw fail(Self.join(path, key), v, "expected a string, got \(v.typeName)", .wrongType) }
        return s
    }

    func bool(_ fields: [String: JSONValue], _ key: String, at path: String) throws(SceneFileError) -> Bool? {
        guard let v = fields[key] else { return nil }
        guard case .bool(let b) = v.kind else { throw fail(Self.join(path, key), v, "expected true or false, got \(v.typeName)", .wrongType) }
        return b
    }

    /// One of a fixed set of words.
    func word<T>(_ fields: [String: JSONValue], _ key: String, at path: String, _ choices: [(key: String, value: T)]) throws(SceneFileError) -> T? {
        guard let s = try string(fields, key, at: path) else { return nil }
        guard let hit = choices.first(where: { $0.key == s }) else {
            throw fail(Self.join(path, key), fields[key], "\"\(s)\" is not one of \(choices.map { "\"\($0.key)\"" }.joined(separator: ", "))")
        }
        return hit.value
    }

    func color(_ fields: [String: JSONValue], _ key: String, at path: String) throws(SceneFileError) -> Color? {
        guard let s = try string(fields, key, at: path) else { return nil }
        guard s.hasPrefix("#"), [7, 9].contains(s.count), let c = Color(hex: s) else {
            let foreign = s.first { !$0.isASCII }.map { "'\($0)' is not an ASCII hex digit; " } ?? ""
            throw fail(Self.join(path, key), fields[key], "\"\(s)\" is not a colour: \(foreign)write \"#RRGGBB\" or \"#RRGGBBAA\" in hex")
        }
        return c
    }

    /// An array of exactly `count` numbers.
    func numbers(_ fields: [String: JSONValue], _ key: String, at path: String, count: Int, meaning: String) throws(SceneFileError) -> [Double]? {
        guard let v = fields[key] else { return nil }
        let problem = "expected an array of \(count) numbers \(meaning)"
        guard case .array(let items) = v.kind else { throw fail(Self.join(path, key), v, "\(problem), got \(v.typeName)", .wrongType) }
        guard items.count == count else { throw fail(Self.join(path, key), v, "\(problem), got \(items.count) items", .wrongType) }
        var result: [Double] = []
        for (i, item) in items.enumerated() {
            guard case .number(let n) = item.kind else {
                throw fail("\(Self.join(path, key))[\(i)]", item, "\(problem), got \(item.typeName) here", .wrongType)
            }
            result.append(n)
        }
        return result
    }

    /// [x, y, width, height] in points: finite, sizes >= 0, all within `maximumCoordinate`.
    func rect(_ fields: [String: JSONValue], _ key: String, at path: String) throws(SceneFileError) -> Rect? {
        guard let n = try numbers(fields, key, at: path, count: 4, meaning: "[x, y, width, height]") else { return nil }
        guard n.allSatisfy({ abs($0) <= Self.maximumCoordinate }), n[2] >= 0, n[3] >= 0 else {
            throw fail(Self.join(path, key), fields[key], "[\(n.map(Self.format).joined(separator: ", "))]: width and height must be >= 0"
                       + " and every number within ±\(Self.format(Self.maximumCoordinate)) points")
        }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
}
