/// <reference types="@testing-library/jest-dom" />
/// <reference types="jest-axe" />
