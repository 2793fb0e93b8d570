extension Double {
    /// The value as messages quote it: whole numbers without a fraction ("3", not "3.0"),
    /// anything else as Swift prints it ("0.25", "nan", "inf").
    package var messageDescription: String {
        self == rounded() && Swift.abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
