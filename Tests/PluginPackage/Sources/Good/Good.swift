/// A target whose interface file is valid.
public enum Good {}
