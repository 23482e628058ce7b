import { describeGenerators } from "../../generator-suite.ts";
import { grade3Generators } from "./index.ts";

describeGenerators(Object.keys(grade3Generators));
