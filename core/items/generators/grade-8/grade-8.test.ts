import { describeGenerators } from "../../generator-suite.ts";
import { grade8Generators } from "./index.ts";

describeGenerators(Object.keys(grade8Generators));
