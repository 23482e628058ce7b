import { describeGenerators } from "../../generator-suite.ts";
import { grade4Generators } from "./index.ts";

describeGenerators(Object.keys(grade4Generators));
