/// A target whose interface file has an error.
public enum Broken {}
