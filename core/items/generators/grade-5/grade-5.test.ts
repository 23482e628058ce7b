import { describeGenerators } from "../../generator-suite.ts";
import { grade5Generators } from "./index.ts";

describeGenerators(Object.keys(grade5Generators));
