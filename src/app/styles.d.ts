// Plain CSS files are imported for their side effect (webpack extracts them per chunk).
declare module '*.css';
