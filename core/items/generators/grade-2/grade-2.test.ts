import { describeGenerators } from "../../generator-suite.ts";
import { grade2Generators } from "./index.ts";

describeGenerators(Object.keys(grade2Generators));
