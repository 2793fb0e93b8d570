/// The Core-Animation-shaped model: layers, animations, transitions.
public enum TransitionsModule {}
