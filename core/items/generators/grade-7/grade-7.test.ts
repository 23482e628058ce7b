import { describeGenerators } from "../../generator-suite.ts";
import { grade7Generators } from "./index.ts";

describeGenerators(Object.keys(grade7Generators));
