extension RenderRequest {
    /// The formats that are animations (and take `--hold`).
    static let animationFormats: [Format] = [.apng, .webp, .gif, .mp4]

    /// Reads `--hold`, `--gif-width` and `--quality`, refusing them without a format they apply to.
    mutating func readAnimationOptions(_ p: ParsedArguments) throws(CLIError) {
        if let v = p.value("--hold") {
            let seconds = try OptionValue.number(v, option: "--hold")
            guard Self.holdRange.contains(seconds) else {
                throw .usage("--hold \(v) is outside \(Int(Self.holdRange.lowerBound))...\(Int(Self.holdRange.upperBound)) seconds")
            }
            guard formats.contains(where: Self.animationFormats.contains) else {
                throw .usage("--hold applies to animations; add --format apng, webp, gif or mp4")
            }
            hold = seconds
        }
        if let v = p.value("--gif-width") {
            let width = try OptionValue.integer(v, option: "--gif-width")
            guard Self.gifWidthRange.contains(width) else {
                throw .usage("--gif-width \(width) is outside \(Self.gifWidthRange.lowerBound)...\(Self.gifWidthRange.upperBound) px")
            }
            guard formats.contains(.gif) else { throw .usage("--gif-width applies to GIFs; add --format gif") }
            gifWidth = width
        }
        if let v = p.value("--quality") {
            let q = try OptionValue.integer(v, option: "--quality")
            guard (0...100).contains(q) else { throw .usage("--quality \(q) is outside 0...100") }
            guard formats.contains(.webp) else { throw .usage("--quality applies to WebP (lossy); add --format webp") }
            quality = q
        }
    }

    /// The animation settings for a render at `scale` pixels per point of frames `pixelWidth` wide;
    /// locates ffmpeg when a format needs it (a missing ffmpeg fails here, before anything is written).
    func animationSettings(pixelWidth: Int, scale: Double) throws(CLIError) -> AnimationSettings {
        var settings = AnimationSettings(hold: hold, webpQuality: quality)
        settings.gifWidth = gifWidth ?? max(1, Int((Double(pixelWidth) / scale).rounded()))
        if formats.contains(.gif) || formats.contains(.mp4) { settings.ffmpeg = try AnimationSettings.locateFFmpeg() }
        return settings
    }
}
